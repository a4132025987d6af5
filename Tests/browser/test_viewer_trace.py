"""The viewer opens a trace (docs/traces.md): its events in the log, a warning's why (the clause, the earlier call
that set the state it found) in the panel, as for a session.

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/browser/test_viewer_trace.py
"""

from playwright.sync_api import expect

from conftest import ROOT

TRACE = ROOT / "Examples" / "traces" / "xlpagertabstrip-6.0.0-launch.jsonl"


def test_open_a_trace_and_read_a_breach_why(page, server):
    s = server()
    page.goto(s.url + "/")
    page.locator("#open-trace").set_input_files(str(TRACE))
    expect(page.locator("#status")).to_contain_text("2 breaches")
    expect(page.locator("#log .event")).to_have_count(15)
    page.locator("#log .event[data-seq='15']").click()
    why = page.locator("#why")
    expect(why.locator(".why-clause")).to_have_attribute("data-clause", "balanced")
    expect(why.locator("#why-set-by")).to_contain_text("viewDidAppear #10")
    expect(why.locator(".because")).to_contain_text("at line 10 had left it")
    why.locator("#why-set-by").click()
    expect(page.locator("#log .event[aria-current='true']")).to_have_attribute("data-seq", "10")
