"""The viewer's timeline (docs/viewer-design.md, DESIGN.md §5.8) in headless Chromium: scrub back to a past
version and see its screen and state, the events of its action marked; "Save as test" downloads a scenario
file that `segnavd check` passes; "Open scenario" opens one as a new session; a fork starts at the version shown.

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/browser/test_viewer_timeline.py
"""

import json
import os
import subprocess

from playwright.sync_api import expect

from conftest import ROOT, create_preset


def segnavd():
    return os.environ.get("SEGNAVD_BIN") or str(ROOT / ".build" / "debug" / "segnavd")


def version_shown(page):
    return page.locator("#summary dd[data-key='version']")


def test_scrub_back_and_save_a_test(page, server, tmp_path):
    s = server()
    page.goto(s.url + "/")
    create_preset(page, "crafterm-2010")
    # Three versions: Australia, Victoria (a push), back.
    page.locator("#phone [data-kind='segment']", has_text="Australia").click()
    expect(version_shown(page)).to_have_text("1")
    page.locator("#phone [data-kind='cell']", has_text="Victoria").click()
    expect(version_shown(page)).to_have_text("2")
    page.locator("#phone [data-kind='backButton']").click()
    expect(version_shown(page)).to_have_text("3")
    expect(page.locator("#timeline-range")).to_have_attribute("max", "3")
    expect(page.locator("#timeline-version")).to_contain_text("live")

    # Two versions back: Australia's table, as the tap on Australia left it (no back button yet).
    page.locator("#timeline-range").fill("1")
    expect(version_shown(page)).to_have_text("1")
    expect(page.locator("#phone .bezel")).to_have_attribute("data-version", "1")
    expect(page.locator("#phone [data-kind='backButton']")).to_have_count(0)
    expect(page.locator("#phone [data-kind='segment'][aria-pressed='true']")).to_have_text("Australia")
    expect(page.locator("#log .group.shown-version")).to_have_attribute("data-action", "1")
    expect(page.locator("#timeline-version")).to_have_text("v1 of 3")
    page.locator("#timeline-range").fill("2")
    expect(page.locator("#phone .bezel")).to_have_attribute("data-version", "2")
    expect(page.locator("#phone [data-kind='backButton']")).to_have_count(1)

    # The same version read straight from the API: the page showed what the server recomputed.
    session_id = page.locator("#summary dd[data-key='id']").inner_text()
    status, past = s.api("GET", f"/v1/sessions/{session_id}/screen?version=2")
    assert status == 200 and past["version"] == 2 and past["backButtonTitle"] is not None

    # Save as test: the download passes `segnavd check` as it is.
    with page.expect_download() as download:
        page.click("#save-test")
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    scenario = json.loads(saved.read_text())
    assert len(scenario["steps"]) == 4 and scenario["setup"]["preset"] == "crafterm-2010"
    check = subprocess.run([segnavd(), "check", str(saved)], capture_output=True, text=True, timeout=60)
    assert check.returncode == 0, check.stdout + check.stderr
    # …and fails once two of a step's expectations are swapped.
    expect_list = scenario["steps"][1]["expect"]
    expect_list[0], expect_list[1] = expect_list[1], expect_list[0]
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(scenario))
    assert subprocess.run([segnavd(), "check", str(wrong)], capture_output=True, timeout=60).returncode == 1

    # Back to live.
    page.click("#timeline-live")
    expect(version_shown(page)).to_have_text("3")
    expect(page.locator("#phone .bezel")).to_have_attribute("data-version", "3")

    # Fork version 2 from the timeline: a new session at Victoria's detail.
    page.locator("#timeline-range").fill("2")
    expect(page.locator("#phone .bezel")).to_have_attribute("data-version", "2")
    page.click("#timeline-fork")
    expect(page.locator("#summary dd[data-key='id']")).not_to_have_text(session_id)
    expect(version_shown(page)).to_have_text("2")
    expect(page.locator("#phone [data-kind='backButton']")).to_have_count(1)

    # Open scenario: the saved file as a new live session at its end.
    page.locator("#open-scenario").set_input_files(str(saved))
    expect(version_shown(page)).to_have_text("3")
    opened = page.locator("#summary dd[data-key='id']").inner_text()
    assert opened != session_id
    expect(page.locator("#timeline-range")).to_have_attribute("max", "3")


def test_open_a_container_program(page, server, tmp_path):
    """"Open scenario or container": a `segnav-container/1` file runs as a session with three table segments, and the
    log names the program's statement behind its calls (issue 39: the viewer loads a file)."""
    import pathlib
    s = server()
    page.goto(s.url + "/")
    program = pathlib.Path(__file__).resolve().parents[2] / "Examples/containers/tutorial/my-tabs-1.json"
    page.locator("#open-scenario").set_input_files(str(program))
    expect(page.locator("#summary dd[data-key='strategy']")).to_have_text("container")
    session_id = page.locator("#summary dd[data-key='id']").inner_text()
    _, state = s.api("GET", f"/v1/sessions/{session_id}")
    assert [segment["title"] for segment in state["segments"]] == ["C0", "C1", "C2"]
    expect(page.locator("#log .event.warning[data-code='duplicateAppearance']").first).to_be_visible()
    page.locator("#log .event[data-name='beginAppearanceTransition']").first.click()
    expect(page.locator("#why .code")).to_contain_text("MyTabsViewController.show#")
    assert page.problems == []
