"""The pytest plugin (registered by the `pytest11` entry point when the package is installed):

- `segnav_server`: a segnavd on a free port for the test session (`.url`, `.port`), stopped at the end;
  the binary is `--segnavd`, else $SEGNAVD_BIN, else `segnavd` on PATH;
- `segnav_client`: a `segnav.Client` on that server;
- `*.scenario.json` files are collected as test items, run by `segnavd check`; a failure's text is
  check's report, with the aligned diff of the failing step.
"""

import subprocess

import pytest

from .client import Client
from .server import SegnavServer, find_segnavd


def pytest_addoption(parser):
    group = parser.getgroup("segnav")
    group.addoption("--segnavd", default=None, help="the segnavd binary (default: $SEGNAVD_BIN, else PATH)")


@pytest.fixture(scope="session")
def segnav_server(request):
    server = SegnavServer(binary=request.config.getoption("--segnavd"))
    yield server
    server.stop()


@pytest.fixture
def segnav_client(segnav_server):
    with Client(segnav_server.url) as client:
        yield client


def pytest_collect_file(parent, file_path):
    if file_path.name.endswith(".scenario.json"):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    def collect(self):
        yield ScenarioItem.from_parent(self, name=self.path.name[: -len(".scenario.json")])


class ScenarioFailed(Exception):
    """A scenario's steps did not all pass, or its file is not a scenario: check's words."""


class ScenarioItem(pytest.Item):
    def runtest(self):
        binary = find_segnavd(self.config.getoption("--segnavd"))
        run = subprocess.run([binary, "check", str(self.path)], capture_output=True, text=True, timeout=120)
        if run.returncode == 1:
            raise ScenarioFailed(run.stdout.rstrip())
        if run.returncode != 0:
            raise ScenarioFailed(f"segnavd check exited {run.returncode}:\n{run.stderr.rstrip()}")

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, ScenarioFailed):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, None, f"scenario {self.path.name}"
