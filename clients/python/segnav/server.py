"""Runs a segnavd for tests: on a free port (`--port 0`), ready once it prints its `listening on` line."""

import os
import selectors
import shutil
import subprocess
import tempfile


def find_segnavd(binary=None):
    """The segnavd to run: `binary`, else $SEGNAVD_BIN, else `segnavd` on PATH."""
    path = binary or os.environ.get("SEGNAVD_BIN") or shutil.which("segnavd")
    if not path:
        raise FileNotFoundError("segnavd not found: set SEGNAVD_BIN to the binary or put segnavd on PATH")
    if not os.access(path, os.X_OK):
        raise FileNotFoundError(f"segnavd at {path} is not an executable file")
    return path


class SegnavServer:
    """A segnavd process serving on 127.0.0.1 on a port the system picks.

    `url` is `http://127.0.0.1:PORT`; `stop()` (or leaving a `with` block) sends SIGTERM and waits.
    """

    def __init__(self, binary=None, args=(), timeout=30.0):
        self.binary = find_segnavd(binary)
        # The log goes to a file, not a pipe nobody reads (a full pipe would block the server).
        self.log = tempfile.TemporaryFile(mode="w+")
        self.process = subprocess.Popen([self.binary, "serve", "--host", "127.0.0.1", "--port", "0", *args],
                                        stdout=subprocess.PIPE, stderr=self.log, text=True)
        line = self._first_line(timeout)
        if not line.startswith("listening on http://"):
            self.stop()
            raise RuntimeError(f"segnavd did not start (first line {line!r}); its log:\n{self.log_text()}")
        self.url = line.split("listening on ", 1)[1].strip()
        self.port = int(self.url.rsplit(":", 1)[1])

    def _first_line(self, timeout):
        with selectors.DefaultSelector() as selector:
            selector.register(self.process.stdout, selectors.EVENT_READ)
            if not selector.select(timeout):
                return f"(nothing in {timeout} s)"
        return self.process.stdout.readline()

    def log_text(self):
        self.log.seek(0)
        return self.log.read()

    def stop(self, timeout=15.0):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process.stdout.close()
        return self.process.returncode

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()
