"""Transitions that take time in the viewer (docs/viewer-design.md, DESIGN.md §3.13–§3.14), in headless Chromium:
a real pointer drag from the phone's left edge swipes back (past the middle it completes, short of it it cancels),
at most one swipe request is on its way at a time, a press at the edge that does not move is still a tap; the
keyboard does the same swipe; the paging program's page is dragged sideways (DESIGN.md §3.17); a manual-clock session shows the transition in flight and the model time, and
"Advance" moves it on to its end; axe-core finds nothing serious with the new controls.

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/browser/test_viewer_transitions.py
"""

from playwright.sync_api import expect

from conftest import open_form, create_preset
from test_viewer_design import assert_accessible, focus_is_visible, tab_until


def version_shown(page):
    return page.locator("#summary dd[data-key='version']")


def push_victoria(page, clock=""):
    """crafterm-2010 (managing): Australia, then its row "Victoria" pushes the detail; returns the session id."""
    open_form(page)
    page.select_option("#clock", clock)
    create_preset(page)
    page.locator("#phone [data-kind='segment']", has_text="Australia").click()
    expect(version_shown(page)).to_have_text("1")
    page.locator("#phone [data-kind='cell']", has_text="Victoria").click()
    expect(version_shown(page)).to_have_text("2")
    return page.locator("#summary dd[data-key='id']").text_content()


def stack_ids(s, session_id):
    _, state = s.api("GET", f"/v1/sessions/{session_id}")
    return [c["id"] for c in state["navigationStack"]]


def opened_on_victoria(page, server, clock=""):
    """A fresh server and page, Victoria pushed; returns the server, the session id and its stack's ids."""
    s = server()
    page.goto(s.url + "/")
    session_id = push_victoria(page, clock)
    return s, session_id, stack_ids(s, session_id)


def settled_state(page, s, session_id):
    """Waits until nothing is in flight (the page says so, and its last version is the server's); returns the state."""
    expect(page.locator("#clock-transition")).to_have_text("no transition")
    _, state = s.api("GET", f"/v1/sessions/{session_id}")
    expect(version_shown(page)).to_have_text(str(state["version"]))
    return state


def action_events(s, session_id, action):
    """(receiver id, name) of every event of one action, from the API."""
    _, answer = s.api("GET", f"/v1/sessions/{session_id}/events?limit=1000")
    return [(e["receiver"]["id"], e["name"]) for e in answer["events"] if e["action"] == action]


def logged_events(page, action):
    """(receiver id, name) of the events the page's log shows under one action's group."""
    return [tuple(x) for x in page.evaluate(
        """(action) => {
            const out = []; let inGroup = false;
            for (const li of document.querySelectorAll('#log > li')) {
                if (li.classList.contains('group')) { inGroup = li.dataset.action === String(action); continue; }
                if (inGroup && li.classList.contains('event')) out.push([li.dataset.receiver, li.dataset.name]);
            }
            return out;
        }""", action)]


class ActionRequests:
    """Every POST …/actions the page sends, its body, and the most that were on their way at once."""

    def __init__(self, page):
        self.bodies, self.open, self.most = [], 0, 0
        page.on("request", self.sent)
        page.on("requestfinished", self.done)
        page.on("requestfailed", self.done)

    @staticmethod
    def is_action(request):
        return request.method == "POST" and request.url.endswith("/actions")

    def sent(self, request):
        if self.is_action(request):
            self.bodies.append(request.post_data_json)
            self.open += 1
            self.most = max(self.most, self.open)

    def done(self, request):
        if self.is_action(request):
            self.open -= 1

    def of_type(self, kind):
        return [b for b in self.bodies if b["type"] == kind]


def screen_box(page):
    """The drawn screen's box, scrolled to the window's middle (a drag needs all of its width in view); the phone is
    redrawn on every state, so a box measured mid-redraw is asked again."""
    for _ in range(50):
        page.evaluate("() => { const box = document.querySelector('#phone .screen-box'); if (box) box.scrollIntoView({ block: 'center' }); }")
        box = page.locator("#phone .screen-box").bounding_box()
        if box:
            return box
        page.wait_for_timeout(20)
    raise AssertionError("the phone shows no screen")


def drag_from_left_edge(page, fraction, steps=24, release=True):
    """A real mouse drag: press 4 px inside the screen's left edge, move right by `fraction` of its width."""
    box = screen_box(page)
    x, y = box["x"] + 4, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + box["width"] * fraction, y, steps=steps)
    if release:
        page.mouse.up()
    return steps


def test_drag_past_the_middle_completes_the_back(page, server):
    s, session_id, before = opened_on_victoria(page, server)
    assert len(before) == 2
    revealed, top = before[-2], before[-1]
    requests = ActionRequests(page)

    moves = drag_from_left_edge(page, 0.3, release=False)
    # Held: the state says so, and the phone draws both screens, the outgoing one on top.
    expect(page.locator("#clock-transition")).to_contain_text("back swipe (held)")
    expect(page.locator(f"#phone .node[data-controller='{top}'].transit-top")).to_have_count(1)
    expect(page.locator(f"#phone .node[data-kind='view'][data-controller='{revealed}']")).to_have_count(1)
    expect(page.locator("#swipe-complete")).to_be_enabled()
    box = screen_box(page)
    page.mouse.move(box["x"] + 4 + box["width"] * 0.7, box["y"] + box["height"] / 2, steps=moves)
    page.mouse.up()

    state = settled_state(page, s, session_id)
    assert [c["id"] for c in state["navigationStack"]] == before[:-1]
    assert state["transition"] is None
    # The swipe as the server got it: one begin, the moves coalesced, one end that completes; never two at once.
    assert requests.most == 1, requests.bodies
    assert len(requests.of_type("beginBackSwipe")) == 1
    updates = requests.of_type("updateBackSwipe")
    assert 1 <= len(updates) <= 2 * moves + 1, updates
    assert updates[-1]["progress"] >= 0.5, updates
    assert requests.of_type("endBackSwipe") == [{"type": "endBackSwipe", "complete": True}]
    # The revealed screen appears (the stream and the page's log show it), the top one has gone.
    end = state["version"]
    assert (revealed, "viewDidAppear") in action_events(s, session_id, end)
    expect(page.locator(f"#log .group[data-action='{end}']")).to_contain_text("endBackSwipe (complete)")
    assert (revealed, "viewDidAppear") in logged_events(page, end)
    assert (top, "viewDidDisappear") in logged_events(page, end)
    expect(page.locator("#phone [data-kind='backButton']")).to_have_count(0)
    expect(page.locator("#phone [data-kind='cell']")).to_have_count(7)
    # No row under the finger was tapped when the drag ended.
    assert not [b for b in requests.bodies if b["type"] == "tapRow"]
    assert page.problems == []


def test_drag_released_before_the_middle_cancels(page, server):
    s, session_id, before = opened_on_victoria(page, server)
    top = before[-1]
    requests = ActionRequests(page)

    drag_from_left_edge(page, 0.35)
    state = settled_state(page, s, session_id)
    assert [c["id"] for c in state["navigationStack"]] == before
    assert requests.most == 1, requests.bodies
    assert requests.of_type("updateBackSwipe")[-1]["progress"] < 0.5
    assert requests.of_type("endBackSwipe") == [{"type": "endBackSwipe", "complete": False}]
    # The top screen comes back: will- and did-appear again, in the page's log as from the API.
    end = state["version"]
    assert [n for r, n in action_events(s, session_id, end) if r == top][:1] == ["viewWillAppear"]
    assert (top, "viewDidAppear") in action_events(s, session_id, end)
    expect(page.locator(f"#log .group[data-action='{end}']")).to_contain_text("endBackSwipe (cancel)")
    assert (top, "viewDidAppear") in logged_events(page, end)
    expect(page.locator("#phone [data-kind='backButton']")).to_have_text("Australia")
    assert page.problems == []


def test_pointercancel_cancels_and_a_press_that_does_not_become_a_drag_is_not_a_swipe(page, server):
    s, session_id, before = opened_on_victoria(page, server)
    # A drag the system takes away (pointercancel) springs back even past the middle.
    drag_from_left_edge(page, 0.7, release=False)
    expect(page.locator("#clock-transition")).to_contain_text("back swipe (held)")
    page.locator("#phone").dispatch_event("pointercancel", {"pointerId": 1, "isPrimary": True, "pointerType": "mouse"})
    state = settled_state(page, s, session_id)
    assert [c["id"] for c in state["navigationStack"]] == before
    page.mouse.up()
    # A press in the strip let go outside the phone (no pointerup reaches it) is forgotten: hovering back is no swipe.
    requests = ActionRequests(page)
    box = screen_box(page)
    x, y = box["x"] + 4, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 60, y, steps=3)
    page.mouse.up()
    page.mouse.move(x + box["width"] * 0.6, y, steps=12)
    page.wait_for_timeout(300)
    assert requests.bodies == []
    # The back button lies inside the edge strip: clicking it without moving is a tap on it, not a swipe.
    back = page.locator("#phone [data-kind='backButton']").bounding_box()
    page.mouse.click(back["x"] + 6, back["y"] + back["height"] / 2)
    expect(page.locator("#phone [data-kind='backButton']")).to_have_count(0)
    _, answer = s.api("GET", f"/v1/sessions/{session_id}/events?limit=1000")
    last = answer["events"][-1]["action"]
    expect(page.locator(f"#log .group[data-action='{last}']")).to_contain_text("tapBack")
    assert page.problems == []


def test_keyboard_swipe(page, server):
    """Begin, the progress slider and Cancel, then Begin and Complete: keyboard only, focus kept in the group."""
    s, session_id, before = opened_on_victoria(page, server)
    page.locator("#summary dd[data-key='id']").click()  # focus leaves the phone
    tab_until(page, "#swipe-begin")
    assert focus_is_visible(page)
    page.keyboard.press("Enter")
    slider = page.locator("#swipe-progress")
    expect(slider).to_be_focused()
    expect(page.locator("#clock-transition")).to_contain_text("back swipe (held) 0%")
    for _ in range(6):
        page.keyboard.press("ArrowRight")
    expect(page.locator("#clock-transition")).to_contain_text("back swipe (held) 30%")
    _, held = s.api("GET", f"/v1/sessions/{session_id}")
    assert held["transition"]["kind"] == "backSwipe" and held["transition"]["interactive"]
    tab_until(page, "#swipe-cancel")
    page.keyboard.press("Enter")
    state = settled_state(page, s, session_id)
    assert [c["id"] for c in state["navigationStack"]] == before
    expect(page.locator("#swipe-begin")).to_be_focused()

    page.keyboard.press("Enter")
    expect(slider).to_be_focused()
    page.keyboard.press("End")
    expect(page.locator("#clock-transition")).to_contain_text("100%")
    tab_until(page, "#swipe-complete")
    page.keyboard.press("Enter")
    state = settled_state(page, s, session_id)
    assert [c["id"] for c in state["navigationStack"]] == before[:-1]
    assert (before[-2], "viewDidAppear") in action_events(s, session_id, state["version"])
    expect(page.locator("#swipe-begin")).to_be_disabled()  # at the root there is nothing to swipe back to
    assert page.problems == []


def test_manual_clock_push_then_advance(page, server):
    s = server()
    page.goto(s.url + "/")
    # An auto-clock session has no advance buttons.
    create_preset(page)
    expect(page.locator("#summary dd[data-key='clock']")).to_have_text("auto · 0.000 s")
    expect(page.locator("#advance-step")).to_be_hidden()

    session_id = push_victoria(page, "manual")
    _, state = s.api("GET", f"/v1/sessions/{session_id}")
    assert state["clock"] == "manual"
    outgoing, incoming = state["transition"]["from"], state["transition"]["to"]
    assert state["transition"]["kind"] == "push"
    expect(page.locator("#summary dd[data-key='clock']")).to_have_text("manual · 0.000 s")
    expect(page.locator("#clock-time")).to_have_text("t = 0.000 s · manual clock")
    expect(page.locator("#clock-transition")).to_have_text("push 0% · SegmentManagingViewController → Victoria")
    # The pushed screen waits for time: no viewDidAppear yet.
    assert (incoming, "viewDidAppear") not in action_events(s, session_id, 2)

    page.click("#advance-step")
    expect(version_shown(page)).to_have_text("3")
    expect(page.locator("#clock-time")).to_have_text("t = 0.100 s · manual clock")
    expect(page.locator("#clock-transition")).to_have_attribute("data-progress", str(100 / 350))
    expect(page.locator("#clock-transition")).to_contain_text("push 29%")
    # The phone draws both screens where the server's screen tree puts them, the incoming one on top.
    _, screen = s.api("GET", f"/v1/sessions/{session_id}/screen")
    views = {}
    stack = [screen["root"]]
    while stack:
        node = stack.pop()
        if node["kind"] == "view" and node.get("controller") in (outgoing, incoming):
            views[node["controller"]] = node["frame"]["x"]
        stack.extend(node["children"])
    assert views[outgoing] < 0 < views[incoming] < 393, views
    incoming_view = page.locator(f"#phone .node[data-kind='view'][data-controller='{incoming}']")
    expect(incoming_view).to_have_class("node k-view transit-top")
    left = incoming_view.evaluate("e => parseFloat(e.style.left)")
    assert abs(left - views[incoming]) < 0.01, (left, views)

    page.click("#advance-end")
    expect(version_shown(page)).to_have_text("4")
    expect(page.locator("#clock-transition")).to_have_text("no transition")
    expect(page.locator("#clock-time")).to_have_text("t = 0.350 s · manual clock")
    expect(page.locator("#advance-end")).to_be_disabled()
    assert (incoming, "viewDidAppear") in action_events(s, session_id, 4)
    expect(page.locator("#log .group[data-action='4']")).to_contain_text("advance 0.25 s")
    assert (incoming, "viewDidAppear") in logged_events(page, 4)
    expect(page.locator("#phone .transit-top")).to_have_count(0)
    assert page.problems == []


def test_manual_clock_swipe_finishes_on_advance(page, server):
    s, session_id, _ = opened_on_victoria(page, server, "manual")
    page.click("#advance-end")
    expect(page.locator("#clock-transition")).to_have_text("no transition")
    before = stack_ids(s, session_id)
    drag_from_left_edge(page, 0.8)
    # Let go past the middle: the pop finishes in model time, which waits for Advance.
    expect(page.locator("#clock-transition")).to_contain_text("back swipe (finishing)")
    _, state = s.api("GET", f"/v1/sessions/{session_id}")
    assert (before[-2], "viewDidAppear") not in action_events(s, session_id, state["version"])
    page.click("#advance-end")
    state = settled_state(page, s, session_id)
    assert [c["id"] for c in state["navigationStack"]] == before[:-1]
    assert (before[-2], "viewDidAppear") in action_events(s, session_id, state["version"])
    assert page.problems == []


def test_no_serious_violation_with_transitions(sized_page, server):
    """axe-core with the clock and swipe controls in use: a manual push in flight, a swipe held, at 1280 and 390 px."""
    s = server()
    for width in (1280, 390):
        page = sized_page(width, 900)
        page.goto(s.url + "/")
        push_victoria(page, "manual")
        expect(page.locator("#clock-transition")).to_contain_text("push 0%")
        assert_accessible(page, f"a push in flight ({width} px)")
        page.click("#advance-end")
        page.click("#swipe-begin")
        expect(page.locator("#swipe-progress")).to_be_focused()
        page.keyboard.press("ArrowRight")
        expect(page.locator("#clock-transition")).to_contain_text("back swipe (held) 5%")
        assert_accessible(page, f"a back swipe held ({width} px)")
        assert page.problems == []


def drag_page(page, fraction, steps=24):
    """A real mouse drag on the page itself, from right of its middle leftward by `fraction` of its width."""
    box = screen_box(page)
    x, y = box["x"] + box["width"] * 0.8, box["y"] + box["height"] * 0.6
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - box["width"] * fraction, y, steps=steps)
    page.mouse.up()


def test_drag_a_page_sideways(page, server):
    """The paging program (DESIGN.md §3.17): a drag to the left swipes toward the next page; let go short of the
    middle the page falls back (didFinishAnimating not completed, the control stays), past it the swipe completes
    and the control follows."""
    s = server()
    page.goto(s.url + "/")
    create_preset(page, "paging")
    session_id = page.locator("#summary dd[data-key='id']").inner_text()
    requests = ActionRequests(page)

    drag_page(page, 0.3)
    state = settled_state(page, s, session_id)
    assert requests.most == 1, requests.bodies
    assert requests.of_type("beginPageSwipe") == [{"type": "beginPageSwipe", "direction": "forward"}]
    assert requests.of_type("endPageSwipe") == [{"type": "endPageSwipe", "complete": False}]
    assert state["selectedIndex"] == 0
    italy = next(c["id"] for c in state["controllers"] if c["title"] == "Italy")
    end = state["version"]
    assert (italy, "viewDidAppear") in logged_events(page, end)
    assert "pageDidFinishAnimating" in [name for _, name in logged_events(page, end)]
    expect(page.locator("#log li.event[data-name='pageDidFinishAnimating']").last).to_contain_text("completed: false")

    drag_page(page, 0.7)
    state = settled_state(page, s, session_id)
    assert requests.of_type("endPageSwipe")[-1] == {"type": "endPageSwipe", "complete": True}
    assert state["selectedIndex"] == 1
    expect(page.locator("#log li.event[data-name='pageDidFinishAnimating']").last).to_contain_text("completed: true")
    expect(page.locator("#phone [data-kind='segment'][aria-pressed='true']")).to_have_text("Australia")
    # No tap reached what lay under the finger.
    assert not [b for b in requests.bodies if b["type"] in ("tapRow", "selectSegment")]
    assert page.problems == []
