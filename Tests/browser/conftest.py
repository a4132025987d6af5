"""Shared by the viewer's browser tests: segnavd on port 0, Debian's chromium driven by Playwright,
a page that records every page error, console error and dialog.

SEGNAVD_BIN defaults to .build/debug/segnavd; CHROMIUM to `chromium` on PATH.
"""

import json
import os
import pathlib
import shutil
import subprocess
import threading
import urllib.request

import pytest
from playwright.sync_api import expect, sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"
TIMEOUT_MS = 10_000

expect.set_options(timeout=TIMEOUT_MS)


def chromium_path():
    executable = os.environ.get("CHROMIUM") or shutil.which("chromium")
    if not executable:
        pytest.fail("Debian's chromium is not installed (scripts/install-deps.sh --test installs it)")
    return executable


class Server:
    """segnavd on port 0; the first stdout line says where it listens."""

    def __init__(self, *arguments):
        binary = os.environ.get("SEGNAVD_BIN") or str(ROOT / ".build" / "debug" / "segnavd")
        if not os.access(binary, os.X_OK):
            pytest.fail(f"no segnavd binary at {binary} (build it, or set SEGNAVD_BIN)")
        self.process = subprocess.Popen(
            [binary, "--port", "0", "--host", "127.0.0.1", *arguments],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )
        line = self.process.stdout.readline().strip()
        if not line.startswith("listening on http://"):
            self.stop()
            pytest.fail(f"segnavd did not start: {line!r}")
        self.url = line.removeprefix("listening on ")
        # Keep reading its output so a chatty server never blocks on a full pipe.
        threading.Thread(target=self.process.stdout.read, daemon=True).start()
        self.token = None
        if "--token" in arguments:
            self.token = arguments[arguments.index("--token") + 1]

    def api(self, method, path, body=None):
        request = urllib.request.Request(self.url + path, method=method)
        if self.token:
            request.add_header("Authorization", f"Bearer {self.token}")
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            request.add_header("Content-Type", "application/json")
        with urllib.request.urlopen(request, data=data, timeout=10) as response:
            return response.status, json.loads(response.read() or b"null")

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium_path(), headless=True,
            # As root in CI there is no user namespace for chromium's sandbox.
            args=["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
        )
        yield browser
        browser.close()


@pytest.fixture
def server():
    started = []

    def start(*arguments):
        s = Server(*arguments)
        started.append(s)
        return s

    yield start
    for s in started:
        s.stop()


def watched_page(browser, width=1440, height=900):
    """A page in a new context of that viewport; `page.problems` collects page errors, console errors, dialogs."""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    problems = []
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    # A CSP violation (a wrong hash, an injected script) shows up as a console error.
    page.on("console", lambda message: problems.append(f"console {message.type}: {message.text}")
            if message.type == "error" and "401" not in message.text else None)
    page.on("dialog", lambda dialog: (problems.append(f"dialog: {dialog.message}"), dialog.dismiss()))
    page.problems = problems
    return page


@pytest.fixture
def page(browser):
    page = watched_page(browser)
    yield page
    page.context.close()


@pytest.fixture
def sized_page(browser):
    """Opens watched pages of a given viewport; each is closed when the test ends."""
    opened = []

    def open_page(width, height=900):
        page = watched_page(browser, width, height)
        opened.append(page)
        return page

    yield open_page
    for page in opened:
        page.context.close()


def open_form(page):
    """Unfolds the create form: it folds away once a session is shown (docs/viewer-design.md)."""
    page.evaluate("() => { document.getElementById('new-session').open = true; }")


def create_preset(page, preset="crafterm-2010"):
    # A page that already shows a session shows a phone and version 0 before the new one is attached: wait for
    # the new id, or the next click lands on the old session's phone.
    old_id = page.evaluate("() => { const d = document.querySelector(\"#summary dd[data-key='id']\"); return d && d.textContent; }")
    open_form(page)
    page.select_option("#preset", preset)
    page.click("#create")
    expect(page.locator("#phone .bezel")).to_be_visible()
    if old_id:
        expect(page.locator("#summary dd[data-key='id']")).not_to_have_text(old_id)
    expect(page.locator("#summary dd[data-key='version']")).to_have_text("0")


