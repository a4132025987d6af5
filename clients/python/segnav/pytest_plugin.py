"""The pytest plugin (registered by the `pytest11` entry point when the package is installed):

- `segnav_server`: a segnavd on a free port for the test session (`.url`, `.port`), stopped at the end;
  the binary is `--segnavd`, else $SEGNAVD_BIN, else `segnavd` on PATH;
- `segnav_client`: a `segnav.Client` on that server;
- `*.scenario.json` files are collected as test items, run by `segnavd check`; a failure's text is
  check's report, with the aligned diff of the failing step. Other `*.json` files are collected too when they
  are scenarios (an object with a `setup` object and a `steps` array, as `GET …/scenario` exports them), so an
  export saved under any name is a test.
"""

import json
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


# Larger files are not read to find out whether they are scenarios (a scenario holds at most 1 000 steps).
MAX_SNIFF_BYTES = 4 * 1024 * 1024


def is_scenario(file_path):
    """Whether a `.json` file is a scenario file: an object with a `setup` object and a `steps` array."""
    try:
        if file_path.stat().st_size > MAX_SNIFF_BYTES:
            return False
        document = json.loads(file_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(document, dict) and isinstance(document.get("setup"), dict) and isinstance(document.get("steps"), list)


def pytest_collect_file(parent, file_path):
    if file_path.name.endswith(".scenario.json") or (file_path.suffix == ".json" and is_scenario(file_path)):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    def collect(self):
        name = self.path.name
        for suffix in (".scenario.json", ".json"):
            if name.endswith(suffix):
                name = name[: -len(suffix)]
                break
        yield ScenarioItem.from_parent(self, name=name)


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
