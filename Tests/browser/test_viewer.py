"""The web viewer (GET /, DESIGN.md §6) in a real browser: Debian's chromium,
headless, driven by Playwright, against the real segnavd on port 0.

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/browser

SEGNAVD_BIN defaults to .build/debug/segnavd; CHROMIUM to `chromium` on PATH.
The screenshot of the main scenario goes to artifacts/viewer.png; the docs'
screenshots are made by scripts/viewer-screenshots.sh.
"""

import json
import re
import urllib.error

import pytest
from playwright.sync_api import expect

from conftest import ARTIFACTS, TIMEOUT_MS, create_preset, open_form

STATES = [
    "South Australia", "Victoria", "New South Wales", "Australian Capital Territory",
    "Northern Territory", "Western Australia", "Tasmania",
]
# The page's origin colours (ViewerPage.html :root).
ORIGIN_COLORS = {
    "system": "rgb(91, 100, 120)",
    "container": "rgb(29, 95, 214)",
    "delegate": "rgb(138, 47, 201)",
}


def segment(page, title):
    return page.locator("#phone [data-kind='segment']", has_text=title)


def group_events(page, action):
    """The log's entries of one action, as (class, name, origin, depth, code) tuples."""
    return page.evaluate(
        """(action) => {
            const out = []; let inGroup = false;
            for (const li of document.querySelectorAll('#log > li')) {
                if (li.classList.contains('group')) { inGroup = li.dataset.action === String(action); continue; }
                if (inGroup && li.classList.contains('event')) {
                    out.push([li.dataset.class, li.dataset.name, li.dataset.origin, Number(li.dataset.depth), li.dataset.code || null]);
                }
            }
            return out;
        }""",
        action,
    )


def wait_for_log(page, last_seq):
    expect(page.locator(f"#log .event[data-seq='{last_seq}']")).to_have_count(1)


def test_crafterm_scenario(page, server):
    """Create crafterm-2010, tap "Australia", a row, back; check the phone and the log."""
    s = server()
    page.goto(s.url + "/")
    expect(page).to_have_title("segnav viewer")
    create_preset(page)
    session_id = page.locator("#summary dd[data-key='id']").inner_text()
    assert page.url.endswith("#session=" + session_id)
    # The layout pass is not recorded unless the setup asks (DESIGN.md §3.21); the summary says which.
    expect(page.locator("#summary dd[data-key='layout']")).to_have_text("off")

    # Launch: two segments, Italy selected, its image on screen, the launch group in the log.
    expect(page.locator("#phone [data-kind='segment']")).to_have_text(["Italy", "Australia"])
    expect(segment(page, "Italy")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#phone [data-kind='backButton']")).to_have_count(0)
    expect(page.locator("#phone [data-kind='imageView']")).to_have_count(1)
    expect(page.locator("#log .group[data-action='0']")).to_contain_text("launch")
    launch = group_events(page, 0)
    assert ("ItalyViewController", "viewDidLoad") in [(c, n) for c, n, *_ in launch]

    # The device's proportions: iPhone 15 is 393 × 852 points.
    box = page.locator("#phone .screen-box").bounding_box()
    assert abs(box["width"] / box["height"] - 393 / 852) < 0.01, box

    # Tap "Australia": the table of the seven states.
    segment(page, "Australia").click()
    expect(segment(page, "Australia")).to_have_attribute("aria-pressed", "true")
    expect(segment(page, "Italy")).to_have_attribute("aria-pressed", "false")
    expect(page.locator("#phone .k-segment.selected")).to_have_text("Australia")
    expect(page.locator("#phone [data-kind='cell']")).to_have_text(STATES)
    expect(page.locator("#summary dd[data-key='version']")).to_have_text("1")
    expect(page.locator("#log .group[data-action='1']")).to_contain_text("selectSegment 1")
    expect(page.locator("#log .event[data-class='AustraliaViewController'][data-name='viewDidLoad']")).to_have_count(1)
    switch = group_events(page, 1)
    names = [(c, n) for c, n, *_ in switch]
    assert ("ItalyViewController", "viewWillDisappear") in names
    assert ("AustraliaViewController", "viewWillAppear") in names
    assert ("AustraliaViewController", "viewDidAppear") in names

    # Tap a row: the state's detail screen is pushed; the back button reads the segment's title.
    page.locator("#phone [data-kind='cell']", has_text="Victoria").click()
    back = page.locator("#phone [data-kind='backButton']")
    expect(back).to_have_text("Australia")
    expect(page.locator("#phone [data-kind='titleLabel']")).to_contain_text("Victoria")
    expect(page.locator("#phone [data-kind='segmentedControl']")).to_have_count(0)
    expect(page.locator("#phone [data-kind='imageView']")).to_have_attribute("data-image", re.compile(r".+"))
    expect(page.locator("#summary dd[data-key='back']")).to_have_text("Australia")
    expect(page.locator("#log .group[data-action='2']")).to_contain_text("tapRow 1")
    _, pushed = s.api("GET", f"/v1/sessions/{session_id}")
    detail = pushed["navigationStack"][-1]["class"]
    push = group_events(page, 2)
    assert (detail, "viewDidAppear") in [(c, n) for c, n, *_ in push]

    # Back: the table again, Australia still selected, no back button.
    back.click()
    expect(page.locator("#phone [data-kind='backButton']")).to_have_count(0)
    expect(page.locator("#phone .k-segment.selected")).to_have_text("Australia")
    expect(page.locator("#phone [data-kind='cell']")).to_have_text(STATES)
    expect(page.locator("#summary dd[data-key='version']")).to_have_text("3")
    expect(page.locator("#log .group[data-action='3']")).to_contain_text("tapBack")
    pop = group_events(page, 3)
    assert (detail, "viewDidDisappear") in [(c, n) for c, n, *_ in pop]

    # The log holds exactly the server's events, in order.
    _, page_of_events = s.api("GET", f"/v1/sessions/{session_id}/events?limit=1000")
    events = page_of_events["events"]
    wait_for_log(page, events[-1]["seq"])
    shown = page.evaluate("""() => [...document.querySelectorAll('#log .event')].map(li =>
        [Number(li.dataset.seq), li.dataset.class, li.dataset.name, li.dataset.origin, Number(li.dataset.depth)])""")
    assert shown == [[e["seq"], e["receiver"]["class"], e["name"], e["origin"], e["depth"]] for e in events]
    assert page.locator("#log-count").inner_text() == f"({len(events)})"

    # Depth is indentation, origin is colour, warnings stand out.
    nested = next(e for e in events if e["depth"] >= 2)
    padding = page.locator(f"#log .event[data-seq='{nested['seq']}'] .call").evaluate(
        "el => getComputedStyle(el).paddingLeft")
    assert padding == f"{18 * nested['depth']}px", padding
    top = next(e for e in events if e["depth"] == 0)
    assert page.locator(f"#log .event[data-seq='{top['seq']}'] .call").evaluate(
        "el => getComputedStyle(el).paddingLeft") == "0px"
    for origin, color in ORIGIN_COLORS.items():
        if any(e["origin"] == origin and e["name"] != "warning" for e in events):
            shown_color = page.locator(f"#log .event[data-origin='{origin}']:not(.warning) .recv").first.evaluate(
                "el => getComputedStyle(el).color")
            assert shown_color == color, (origin, shown_color)
    warnings = [e for e in events if e["name"] == "warning"]
    assert warnings, "crafterm-2010 in seed fidelity reports its duplicate appearance calls"
    warning = page.locator(f"#log .event[data-seq='{warnings[0]['seq']}']")
    expect(warning).to_have_class("event o-" + warnings[0]["origin"] + " warning warn")
    expect(warning).to_contain_text(warnings[0]["args"]["code"])
    expect(warning).to_contain_text(warnings[0]["args"]["message"])
    # Through the locator, so a row re-rendered meanwhile is found again (a detached node has no computed style).
    for plain in ("rgba(0, 0, 0, 0)", "transparent", "rgb(255, 255, 255)", ""):
        expect(warning).not_to_have_css("background-color", plain)

    assert page.problems == []
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "viewer.png"))


def test_token(page, server):
    """With --token the page is still served; it sends the token from #token= (or the field)."""
    s = server("--token", "s3cret-t0ken")
    status, _ = s.api("GET", "/healthz")
    assert status == 200

    # Without the token the API refuses and the page says so.
    page.goto(s.url + "/")
    page.click("#create")
    expect(page.locator("#error")).to_be_visible()
    expect(page.locator("#error")).to_contain_text("401")

    # From the address: the token is taken and dropped from the URL.
    page.goto("about:blank")
    page.goto(s.url + "/#token=s3cret-t0ken")
    expect(page.locator("#token")).to_have_value("s3cret-t0ken")
    assert "s3cret" not in page.url
    create_preset(page, "deponte-2016")
    expect(page.locator("#error")).to_be_hidden()
    expect(page.locator("#phone [data-kind='segment']")).to_have_text(["Orange", "Yellow"])
    segment(page, "Yellow").click()
    expect(page.locator("#phone .k-segment.selected")).to_have_text("Yellow")
    expect(page.locator("#log .group[data-action='1']")).to_be_attached()
    session_id = page.locator("#summary dd[data-key='id']").inner_text()
    _, state = s.api("GET", f"/v1/sessions/{session_id}")
    wait_for_log(page, state["lastEventSeq"])

    # From the field, on a fresh page reopening the session from the address.
    fresh = page.context.new_page()
    fresh.goto(s.url + "/#session=" + session_id)
    expect(fresh.locator("#error")).to_contain_text("401")
    fresh.fill("#token", "s3cret-t0ken")
    fresh.locator("#token").dispatch_event("change")
    expect(fresh.locator("#phone .k-segment.selected")).to_have_text("Yellow")
    expect(fresh.locator(f"#log .event[data-seq='{state['lastEventSeq']}']")).to_have_count(1)
    fresh.close()
    assert page.problems == []


def test_server_text_is_escaped(page, server):
    """Titles, rows and labels are shown as text, never parsed as HTML."""
    s = server()
    page.goto(s.url + "/")
    hostile = '<img src=x onerror="alert(1)">'
    segments = [
        {"title": hostile, "screen": {"title": hostile, "kind": "label", "text": "<b>bold</b>&amp;"}},
        {"title": "</script><script>alert(2)</script>", "screen": {
            "title": "T", "kind": "table",
            "rows": [{"title": "<i>row</i>", "detail": {"title": "<u>d</u>", "kind": "color", "color": "red;background:url(x)"}}]}},
    ]
    page.select_option("#preset", "")
    page.select_option("#strategy", "containment")
    page.fill("#segments", json.dumps(segments))
    page.click("#create")
    expect(page.locator("#phone [data-kind='segment']").first).to_have_text(hostile)
    expect(page.locator("#phone [data-kind='label']")).to_have_text("<b>bold</b>&amp;")
    page.locator("#phone [data-kind='segment']").nth(1).click()
    expect(page.locator("#phone [data-kind='cell']")).to_have_text("<i>row</i>")
    page.locator("#phone [data-kind='cell']").click()
    expect(page.locator("#phone [data-kind='titleLabel']")).to_have_text("<u>d</u>")
    assert page.locator("#phone img, #phone b, #phone i, #phone u, #log img, #summary img").count() == 0
    # An unknown colour is drawn grey, never pasted into CSS.
    colored = page.locator("#phone [data-color]")
    expect(colored).to_have_attribute("data-color", "red;background:url(x)")
    # Retried: the phone is re-rendered as updates arrive, and a node replaced between finding it and reading its
    # style has none (a detached element's computed style is empty: a fresh-clone run failed on it once).
    expect(colored).to_have_css("background-color", "rgb(199, 199, 204)")
    assert page.problems == []


def test_compare_view(page, server):
    """The compare tab runs one script through the three strategies (needs POST /v1/compare)."""
    s = server()
    try:
        s.api("POST", "/v1/compare", {"preset": "crafterm-2010", "actions": []})
    except urllib.error.HTTPError as error:
        if error.code in (404, 405):
            pytest.skip("this segnavd has no POST /v1/compare")
        raise
    page.goto(s.url + "/")
    page.click("#tab-compare")
    expect(page.locator("#view-compare")).to_be_visible()
    page.fill("#compare-actions", json.dumps([{"type": "selectSegment", "index": 1}, {"type": "tapRow", "row": 0},
                                               {"type": "tapBack"}]))
    page.click("#run-compare")
    heads = page.locator(".compare-grid .head")
    expect(heads).to_have_count(3)
    for strategy in ("containment", "managing", "navigation"):
        expect(page.locator(f".compare-grid .head[data-strategy='{strategy}']")).to_be_visible()
    expect(page.locator(".compare-grid .step")).to_have_count(4)
    expect(page.locator(".compare-grid .step").first).to_contain_text("launch")
    expect(page.locator(".compare-grid .step").nth(3)).to_contain_text("tapBack")
    assert page.locator(".compare-grid .events .event").count() > 10
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "viewer-compare.png"))
    assert page.problems == []


def step_label(step, actions):
    """The page's label of a compare step: "launch", or "2. tapRow 0" (the action types used here take an index or a row)."""
    if step == 0:
        return "launch"
    action = actions[step - 1]
    extra = next((f" {action[key]}" for key in ("index", "row") if key in action), "")
    return f"{step}. {action['type']}{extra}"


def expect_pairs_as_answered(page, answer, actions):
    """Each pair of runs of the server's answer has its card: "Same calls to the end", or where they part with
    both sides' calls, the step each came in and its cause (rule, flaw, the app code that called it)."""
    pairs = answer["pairs"]
    assert pairs, "the server answered no pairs"
    expect(page.locator(".compare-pairs .pair")).to_have_count(len(pairs))
    for pair in pairs:
        names = [f"{pair[side]['strategy']} · {pair[side]['runtime']}" for side in ("a", "b")]
        card = page.locator(f".compare-pairs .pair[data-a='{names[0]}'][data-b='{names[1]}']")
        expect(card).to_have_count(1)
        expect(card.locator("h3")).to_have_text(f"{names[0]} and {names[1]}")
        divergence = pair["divergence"]
        if divergence is None:
            expect(card.locator(".where")).to_have_text("Same calls to the end.")
            expect(card.locator(".sides")).to_have_count(0)
            continue
        expect(card).to_have_attribute("data-index", str(divergence["index"]))
        for side in ("a", "b"):
            shown = card.locator(f".sides dd[data-side='{side}']")
            if divergence[side] is None:
                expect(shown).to_have_text("no more calls: the other run makes more")
                continue
            event, step = divergence[side]["event"], divergence[side]["step"]
            call = shown.locator(".call")
            if event["name"] == "warning":
                expect(call).to_contain_text(event["args"]["code"])
            else:
                expect(call).to_contain_text(f"{event['receiver']['class']}.{event['name']}(")
            cause = shown.locator(".cause")
            expect(cause).to_contain_text(step_label(step, actions) + " · ")
            for key, shown_as in (("rule", "§{}"), ("flaw", "flaw {}"), ("code", "called by {}")):
                if event["cause"][key]:
                    expect(cause).to_contain_text(shown_as.format(event["cause"][key]))


def test_compare_shows_where_each_pair_parts(page, server):
    """Where they part: a card per pair of runs, as the server answered `pairs`; on crafterm-2010 the containment
    and managing runs make the same first calls, then part, and managing's call is its seed's flaw; with both
    runtimes, the navigation runs on modern and legacy make the same calls to the end."""
    s = server()
    actions = [{"type": "selectSegment", "index": 1}, {"type": "tapRow", "row": 0}, {"type": "tapBack"}]
    page.goto(s.url + "/")
    page.click("#tab-compare")
    page.fill("#compare-actions", json.dumps(actions))
    page.click("#run-compare")
    expect(page.locator(".compare-grid .head")).to_have_count(3)
    _, answer = s.api("POST", "/v1/compare", {"preset": "crafterm-2010", "actions": actions})
    expect_pairs_as_answered(page, answer, actions)
    pair = next(p for p in answer["pairs"] if (p["a"]["strategy"], p["b"]["strategy"]) == ("containment", "managing"))
    assert pair["divergence"]["index"] > 0 and pair["divergence"]["b"]["event"]["cause"]["flaw"], pair
    card = page.locator(".compare-pairs .pair[data-a='containment · modern'][data-b='managing · modern']")
    expect(card.locator(".where")).to_contain_text(" the same; then:")
    expect(card.locator(".sides dt")).to_have_text(["containment", "managing"])

    page.check("#compare-runtimes")
    page.click("#run-compare")
    expect(page.locator(".compare-grid .head")).to_have_count(6)
    _, answer = s.api("POST", "/v1/compare", {"preset": "crafterm-2010", "actions": actions,
                                              "runtimes": ["modern", "legacy"]})
    expect_pairs_as_answered(page, answer, actions)
    same = page.locator(".compare-pairs .pair[data-a='navigation · modern'][data-b='navigation · legacy']")
    expect(same).to_have_class(re.compile(r"\bsame\b"))
    expect(same.locator(".where")).to_have_text("Same calls to the end.")
    assert page.problems == []


# ---- Server-Sent Events (issue 19) ------------------------------------------------------------

COLLECT = """(url) => {
    window.received = [];
    window.source = new EventSource(url);
    for (const type of ['state', 'lifecycle', 'dropped', 'end']) {
        window.source.addEventListener(type, (m) => window.received.push(
            {type, id: m.lastEventId, data: JSON.parse(m.data)}));
    }
    window.source.addEventListener('error', () => window.received.push(
        {type: 'error', state: window.source.readyState}));
}"""


def received(page):
    return page.evaluate("() => window.received")


def wait_for(page, predicate, what, timeout=TIMEOUT_MS):
    page.wait_for_function(f"() => window.received.some(m => {predicate})", timeout=timeout)


def free_port():
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_viewer_follows_its_session_by_stream(page, server):
    """Another client's action shows up in the viewer with no polling: the page follows the stream."""
    s = server()
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(s.url + "/")
    create_preset(page)
    session_id = page.locator("#summary dd[data-key='id']").inner_text()
    expect(page.locator("#status")).to_have_text("live")
    # Through segnav's own JavaScript client, with each state's screen in the stream.
    assert any(url.endswith("/v1/client.js") for url in requests)
    assert any("/stream?" in url and "include=screen" in url for url in requests)
    screens_before = len([url for url in requests if url.endswith("/screen")])
    s.api("POST", f"/v1/sessions/{session_id}/actions", {"type": "selectSegment", "index": 1})
    expect(page.locator("#summary dd[data-key='version']")).to_have_text("1")
    expect(page.locator("#phone [data-kind='cell']")).to_have_text(STATES)
    _, state = s.api("GET", f"/v1/sessions/{session_id}")
    wait_for_log(page, state["lastEventSeq"])
    assert not [url for url in requests if "/events" in url], "the page must not poll /events"
    assert len([url for url in requests if url.endswith("/screen")]) == screens_before, \
        "another client's action is drawn from the stream's screen, with no GET …/screen"
    # Deleted by someone else: the page says so and stops.
    s.api("DELETE", f"/v1/sessions/{session_id}")
    expect(page.locator("#status")).to_have_text("session deleted")
    assert page.problems == []


def test_event_source_sees_state_events_and_end(page, server):
    """A real EventSource from the viewer's origin: the state, each event (id = seq), the new state, 'end'."""
    s = server()
    page.goto(s.url + "/")
    _, created = s.api("POST", "/v1/sessions", {"preset": "crafterm-2010"})
    session_id, launch_seq = created["id"], created["lastEventSeq"]
    page.evaluate(COLLECT, f"/v1/sessions/{session_id}/stream")
    wait_for(page, "m.type === 'state'", "the first state")
    first = received(page)[0]
    assert first["type"] == "state" and first["id"] == str(launch_seq) and first["data"]["version"] == 0
    s.api("POST", f"/v1/sessions/{session_id}/actions", {"type": "selectSegment", "index": 1})
    s.api("POST", f"/v1/sessions/{session_id}/actions", {"type": "tapRow", "row": 2})
    s.api("POST", f"/v1/sessions/{session_id}/actions", {"type": "tapBack"})
    wait_for(page, "m.type === 'state' && m.data.version === 3", "version 3")
    _, log = s.api("GET", f"/v1/sessions/{session_id}/events?since={launch_seq}&limit=1000")
    lifecycle = [m for m in received(page) if m["type"] == "lifecycle"]
    assert [m["id"] for m in lifecycle] == [str(e["seq"]) for e in log["events"]]
    assert [m["data"] for m in lifecycle] == log["events"]
    states = [m["data"]["version"] for m in received(page) if m["type"] == "state"]
    assert states[-1] == 3
    s.api("DELETE", f"/v1/sessions/{session_id}")
    wait_for(page, "m.type === 'end'", "the end")
    end = next(m for m in received(page) if m["type"] == "end")
    assert end["data"]["reason"] == "deleted"
    # The reconnect gets 404, which stops an EventSource for good.
    page.wait_for_function("() => window.source.readyState === EventSource.CLOSED")
    assert page.problems == [] or all("404" in p for p in page.problems)


def test_event_source_resumes_by_last_event_id(page, server, tmp_path):
    """The server stops and comes back (state file): the EventSource reconnects by itself with
    Last-Event-ID and resumes exactly, losing and repeating nothing."""
    port = str(free_port())
    arguments = ("--port", port, "--state-file", str(tmp_path / "state.sqlite"))
    first = server(*arguments)
    page.goto(first.url + "/")
    _, created = first.api("POST", "/v1/sessions", {"preset": "crafterm-revisited"})
    session_id, launch_seq = created["id"], created["lastEventSeq"]
    page.evaluate(COLLECT, f"/v1/sessions/{session_id}/stream")
    wait_for(page, "m.type === 'state'", "the first state")
    first.api("POST", f"/v1/sessions/{session_id}/actions", {"type": "selectSegment", "index": 1})
    wait_for(page, "m.type === 'state' && m.data.version === 1", "version 1")
    first.stop()
    wait_for(page, "m.type === 'end' && m.data.reason === 'shutdown'", "the shutdown message")
    second = server(*arguments)
    # Acted while the browser is still waiting to reconnect: it must get these from the ring.
    second.api("POST", f"/v1/sessions/{session_id}/actions", {"type": "tapRow", "row": 1})
    wait_for(page, "m.type === 'state' && m.data.version === 2", "version 2 after the reconnect", timeout=20_000)
    second.api("POST", f"/v1/sessions/{session_id}/actions", {"type": "tapBack"})
    wait_for(page, "m.type === 'state' && m.data.version === 3", "version 3")
    _, log = second.api("GET", f"/v1/sessions/{session_id}/events?since={launch_seq}&limit=1000")
    lifecycle = [int(m["id"]) for m in received(page) if m["type"] == "lifecycle"]
    assert lifecycle == [e["seq"] for e in log["events"]], "every event once, in order, across the reconnect"
    page.evaluate("() => window.source.close()")


def test_event_source_with_a_ticket(page, server):
    """Under --token an EventSource (which cannot send Authorization) opens the stream with a ticket."""
    s = server("--token", "s3cret-t0ken")
    page.goto(s.url + "/")
    _, created = s.api("POST", "/v1/sessions", {"preset": "deponte-2016"})
    session_id = created["id"]
    page.evaluate(COLLECT, f"/v1/sessions/{session_id}/stream")
    page.wait_for_function("() => window.source.readyState === EventSource.CLOSED")  # 401 without a ticket
    ticket = page.evaluate("""async (id) => {
        const r = await fetch('/v1/sessions/' + id + '/stream/tickets',
                              {method: 'POST', headers: {Authorization: 'Bearer s3cret-t0ken'}});
        return (await r.json()).stream;
    }""", session_id)
    assert "ticket=" in ticket and "s3cret" not in ticket
    page.evaluate(COLLECT, ticket)
    wait_for(page, "m.type === 'state'", "the state with a ticket")
    s.api("POST", f"/v1/sessions/{session_id}/actions", {"type": "selectSegment", "index": 1})
    wait_for(page, "m.type === 'state' && m.data.version === 1", "version 1")
    page.evaluate("() => window.source.close()")


def test_why_panel_for_a_warning(page, server):
    """Click a duplicateAppearance warning: the why panel shows rule §3.11 and the call that broke the contract,
    which is one click away and is itself explained (§3.5, UIKit's window-move call)."""
    s = server()
    page.goto(s.url + "/")
    create_preset(page)
    segment(page, "Australia").click()
    expect(page.locator("#summary dd[data-key='version']")).to_have_text("1")
    # The switch's first warning flags Italy's second viewWillDisappear, UIKit's own, after the managing
    # controller's by hand (found by its place, not its seq: the launch's event count is the model's business).
    warning = page.locator("#log .group[data-action='1'] ~ .event.warning").first
    expect(warning).to_have_attribute("data-code", "duplicateAppearance")
    expect(warning).to_have_attribute("data-class", "ItalyViewController")
    warning.click()
    why = page.locator("#inspector #why")
    rule = why.locator(".why-rule[data-rule='3.11']")
    expect(rule).to_contain_text("Appearance is a state machine")
    culprit = why.locator("#why-culprit")
    expect(culprit).to_contain_text("ItalyViewController.viewWillDisappear")
    # The clause of the contract it breaks, with the clause's statement, beside the rule.
    clause = why.locator(".why-clause")
    expect(clause).to_have_attribute("data-clause", "balanced")
    expect(clause).to_contain_text("Breaks the appearance contract: balanced — Appearance calls come in pairs and in order")
    # Plain words first; DESIGN.md's text one click away, rendered (no Markdown markers left), never pasted in.
    expect(rule.locator(".why-summary")).to_contain_text("Every controller moves disappeared")
    design = rule.locator("details.why-design")
    expect(design).not_to_have_attribute("open", "")
    expect(design.locator("ul, p").first).not_to_be_visible()
    design.locator("summary").click()
    expect(design.locator("p").first).to_be_visible()
    assert design.locator("code").count() > 0
    assert "`" not in design.inner_text() and "**" not in design.inner_text()
    # The chain ends at the warning, its link before it is the breaking call.
    expect(why.locator(".why-chain li").last).to_contain_text("warning")
    culprit.click()
    expect(page.locator("#inspector dd[data-key='call']")).to_contain_text("viewWillDisappear")
    # A call that is not a warning breaks no clause.
    expect(why.locator(".why-rule").first).to_be_visible()
    expect(why.locator(".why-clause")).to_have_count(0)
    expect(why.locator(".why-rule[data-rule='3.5']")).to_contain_text("addSubview")
    expect(why.locator(".why-rule[data-rule='3.5'] details summary")).to_contain_text("confidence: medium")


@pytest.mark.parametrize(("code", "clause", "statement"), [
    ("appearedOffWindow", "inWindow", "a controller's view is in the window when it appears"),
    ("appearanceOutsideParent", "nested", "a child's appearance nested in its parent's: it appears only inside"),
])
def test_why_panel_names_the_clause_a_launch_warning_breaks(page, server, code, clause, statement):
    """crafterm-2010's launch breaks the contract's other clauses too: Italy appears before its view is in the
    window (inWindow), the managing controller finishes appearing while its parent is still appearing (nested)."""
    s = server()
    page.goto(s.url + "/")
    create_preset(page)
    warning = page.locator(f"#log .group[data-action='0'] ~ .event.warning[data-code='{code}']").first
    warning.click()
    shown = page.locator("#inspector #why .why-clause")
    expect(shown).to_have_attribute("data-clause", clause)
    # It agrees with what the server says of that warning: its plain summary, beside the clause's statement.
    session_id = page.locator("#summary dd[data-key='id']").inner_text()
    _, why = s.api("GET", f"/v1/sessions/{session_id}/events/{warning.get_attribute('data-seq')}/why")
    assert why["clause"]["id"] == clause and why["clause"]["text"].startswith(statement), why["clause"]
    expect(shown).to_contain_text(f"Breaks the appearance contract: {clause} — {why['clause']['summary']}")
    assert page.problems == []


def test_why_panel_names_the_flaw_and_what_corrected_does(page, server):
    """A managing seed's hand-made viewWillAppear: the flaw, and what corrected fidelity does instead."""
    s = server()
    page.goto(s.url + "/")
    create_preset(page)
    segment(page, "Australia").click()
    expect(page.locator("#summary dd[data-key='version']")).to_have_text("1")
    page.locator("#log .event[data-name='viewWillAppear'][data-origin='container'][data-class='AustraliaViewController']").first.click()
    flaw = page.locator("#why .why-flaw[data-flaw='managingManualAppearance']")
    expect(flaw).to_contain_text("Corrected:")
    expect(page.locator("#why .code")).to_contain_text("didChangeSegmentControl:")


def test_layout_pass_checkbox(page, server):
    """The form's "layout pass" box makes a session that records viewWillLayoutSubviews and the rest (DESIGN.md
    §3.21); the summary says so, and the log shows them."""
    s = server()
    page.goto(s.url + "/")
    open_form(page)
    page.check("#layout")
    create_preset(page)
    expect(page.locator("#summary dd[data-key='layout']")).to_have_text("pass recorded")
    expect(page.locator("#log .event[data-name='viewWillLayoutSubviews']").first).to_be_attached()
