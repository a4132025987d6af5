"""Issue 43 items 7 and 8, in headless Chromium: an inspector a person would keep open.

- Titles are drawn with the model's font metrics: a title the model says fits is whole whatever the browser's font
  (the model estimates 8.5 pt a character, DESIGN.md §3.12; Debian's DejaVu Sans is wider), and one it cuts is cut.
- The geometry at 1280 × 800, 1920 × 1080 and 390 × 844: the phone, the log and the timeline with its Advance
  buttons on one screen, the log as tall as the phone beside it, the why panel scrolling inside the inspector, the
  phone near the top of a phone-sized window once a session exists.
- The element tree (GET …/screen as a WAI-ARIA tree): keyboard, hover highlights on both sides, axe-clean.
- The diff of two versions' states (GET …?version=N): previous vs current by default, any two on demand, axe-clean.

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/browser/test_viewer_inspector.py
"""

import re

import pytest
from playwright.sync_api import expect

from conftest import create_preset
from test_viewer import STATES
from test_viewer_design import assert_accessible

# Every drawn text the browser cuts: [kind, text, the box's width, the text's width] (CSS px, before the scale).
CUT_TEXTS = """() => [...document.querySelectorAll('#phone .node')].flatMap((e) => {
    const kind = e.dataset.kind;
    if (!['titleLabel', 'backButton', 'segment', 'cell', 'label'].includes(kind)) return [];
    const box = kind === 'cell' ? e.querySelector('.text') : e;
    return box && box.scrollWidth > box.clientWidth + 0.5 ? [[kind, e.textContent, box.clientWidth, box.scrollWidth]] : [];
})"""

# A font far wider than the model's estimate (DejaVu Sans Mono bold: about 10.2 px a character at 17 px, against
# 8.5), forced through the CSSOM (the page's Content-Security-Policy refuses an injected <style>).
WIDE_FONT = """() => { const sheet = document.styleSheets[0];
    sheet.insertRule('.screen { font-family: "DejaVu Sans Mono", monospace !important; }', sheet.cssRules.length); }"""

# Page coordinates (scroll-independent) of an element: [top, bottom, height], or null when it is not shown.
BOX = """(selector) => { const e = document.querySelector(selector);
    if (!e || !e.getClientRects().length) return null;
    const r = e.getBoundingClientRect();
    return [Math.round(r.top + scrollY), Math.round(r.bottom + scrollY), Math.round(r.height)]; }"""


def box(page, selector):
    return page.evaluate(BOX, selector)


def manual_session_with_a_warning_selected(page):
    """crafterm-2010 on a manual clock, Australia tapped (version 1), its last warning selected with its why panel."""
    page.select_option("#clock", "manual")
    create_preset(page)
    page.locator("#phone [data-kind='segment']", has_text="Australia").click()
    expect(page.locator("#summary dd[data-key='version']")).to_have_text("1")
    expect(page.locator("#advance-end")).to_be_visible()
    page.locator("#log .event.warning").last.click()
    expect(page.locator("#inspector #why .why-rule").first).to_be_visible()
    page.evaluate("() => window.scrollTo(0, 0)")


# ---- 7a: titles drawn with the model's metrics -------------------------------------------------------------------

@pytest.mark.parametrize("font", ["default", "wide"])
def test_a_title_that_fits_is_never_cut(page, server, font):
    """Every state's detail title and back button on an iPhone 15: whole, at the browser's default font and at a
    much wider one (before the fix: "Victo…" and "Australia" clipped, seven titles of seven)."""
    s = server()
    page.goto(s.url + "/")
    if font == "wide":
        page.evaluate(WIDE_FONT)
    create_preset(page)
    page.locator("#phone [data-kind='segment']", has_text="Australia").click()
    expect(page.locator("#phone [data-kind='cell']")).to_have_count(7)
    assert page.evaluate(CUT_TEXTS) == []
    for row, title in enumerate(STATES):
        page.locator(f"#phone [data-kind='cell'][data-row='{row}']").click()
        expect(page.locator("#phone [data-kind='titleLabel']")).to_have_text(title)
        assert page.evaluate(CUT_TEXTS) == [], (font, title)
        # Still the model's geometry: the title stays in its frame, clear of the back button.
        back_right, title_left = page.evaluate("""() => [
            document.querySelector("#phone [data-kind='backButton']").getBoundingClientRect().right,
            document.querySelector("#phone [data-kind='titleLabel']").getBoundingClientRect().left]""")
        assert back_right <= title_left, (font, title, back_right, title_left)
        page.locator("#phone [data-kind='backButton']").click()
        expect(page.locator("#phone [data-kind='backButton']")).to_have_count(0)
    assert page.problems == []


def test_a_title_the_model_cuts_stays_cut(page, server):
    """On an iPhone 3GS (320 pt) the model cuts "Australian Capital Territory" (238 pt wanted, 202 left): the drawing
    cuts it too, with an ellipsis, at the same width the model gave it."""
    s = server()
    page.goto(s.url + "/")
    page.select_option("#device", "iphone-3gs")
    create_preset(page)
    page.locator("#phone [data-kind='segment']", has_text="Australia").click()
    page.locator("#phone [data-kind='cell']", has_text="Australian Capital Territory").click()
    title = page.locator("#phone [data-kind='titleLabel']")
    expect(title).to_have_text("Australian Capital Territory")
    expect(page.locator("#phone .bezel")).to_have_attribute("data-version", "2")
    # One evaluate: the stream may redraw the phone between two separate reads.
    width, cut, overflow = page.evaluate("""() => { const e = document.querySelector("#phone [data-kind='titleLabel']");
        return [e.clientWidth, e.scrollWidth > e.clientWidth, getComputedStyle(e).textOverflow]; }""")
    assert (width, cut, overflow) == (202, True, "ellipsis")
    assert page.problems == []


# ---- 7b: one screen ---------------------------------------------------------------------------------------------

def test_1280x800_phone_log_and_timeline_on_one_screen(sized_page, server):
    """Before: the timeline at y 921–1047 (1439–1565 once a why panel opened), the log 420 px beside a 668 px phone."""
    s = server()
    page = sized_page(1280, 800)
    page.goto(s.url + "/")
    manual_session_with_a_warning_selected(page)
    phone, log, timeline, advance = (box(page, selector) for selector in ("#phone .bezel", ".log-panel", "#timeline", "#advance-end"))
    inspector, device = box(page, "#inspector"), box(page, ".device-panel")
    for name, b in (("phone", phone), ("log", log), ("timeline", timeline), ("Advance to end", advance)):
        assert b is not None and b[1] <= 800, (name, b)
    assert page.evaluate("() => document.documentElement.scrollHeight") <= 800
    # The log is the tallest thing beside the phone, and its column ends where the phone's panel ends.
    assert log[2] >= 300, log
    assert abs(max(log[1], inspector[1]) - device[1]) <= 2, (log, inspector, device)
    # The why panel scrolls inside the inspector.
    inner = page.evaluate("() => { const b = document.querySelector('#inspector-body'); return b.scrollHeight > b.clientHeight; }")
    assert inner
    # A long transition's name in the clock's line does not make the row taller (the phone would shrink mid-gesture).
    page.locator("#phone [data-kind='cell']", has_text="Australian Capital Territory").click()
    expect(page.locator("#clock-transition")).to_contain_text("push 0%")
    page.click("#advance-end")
    expect(page.locator("#clock-transition")).to_have_text("no transition")
    page.click("#swipe-begin")
    expect(page.locator("#clock-transition")).to_have_text(
        "back swipe (held) 0% · Australian Capital Territory → SegmentManagingViewController")
    expect(page.locator("#phone .bezel")).to_have_attribute("data-version", "4")
    page.evaluate("() => window.scrollTo(0, 0)")
    assert (box(page, "#timeline"), box(page, "#phone .bezel")) == (timeline, phone)
    assert page.problems == []


def test_1920x1080_the_why_panel_does_not_push_the_timeline(sized_page, server):
    """Before: the timeline at y 987–1080, at 1007–1100 once a warning's why panel opened (the issue saw 991 → 1447)."""
    s = server()
    page = sized_page(1920, 1080)
    page.goto(s.url + "/")
    page.select_option("#clock", "manual")
    create_preset(page)
    page.locator("#phone [data-kind='segment']", has_text="Australia").click()
    expect(page.locator("#summary dd[data-key='version']")).to_have_text("1")
    before = box(page, "#timeline")
    page.locator("#log .event.warning").last.click()
    expect(page.locator("#inspector #why .why-rule").first).to_be_visible()
    page.evaluate("() => window.scrollTo(0, 0)")
    after = box(page, "#timeline")
    assert before == after and after[1] <= 1080, (before, after)
    assert box(page, "#advance-end")[1] <= 1080
    assert box(page, ".log-panel")[2] >= 700
    assert page.evaluate("() => document.documentElement.scrollHeight") <= 1080
    assert page.problems == []


def test_390_the_phone_comes_near_the_top_once_a_session_exists(sized_page, server):
    """Before: the phone at y 1036 under the whole create form. Now the form folds away once a session exists."""
    s = server()
    page = sized_page(390, 844)
    page.goto(s.url + "/")
    expect(page.locator("#create")).to_be_visible()
    create_preset(page)
    page.locator("#phone [data-kind='segment']", has_text="Australia").click()
    expect(page.locator("#summary dd[data-key='version']")).to_have_text("1")
    phone = box(page, "#phone .bezel")
    assert phone[0] <= 844 / 2, phone
    expect(page.locator("#create")).to_be_hidden()
    # The form is one click away, and opens by itself when the session ends ("Choose another setup").
    page.locator("#new-session > summary").click()
    expect(page.locator("#create")).to_be_visible()
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    assert page.problems == []


# ---- 8c: the element tree ---------------------------------------------------------------------------------------

def open_elements(page):
    page.click("#itab-elements")
    expect(page.locator("#element-tree [role='treeitem']").first).to_be_visible()


def test_element_tree_shows_the_screen_and_highlights_both_ways(page, server):
    s = server()
    page.goto(s.url + "/")
    create_preset(page)
    page.locator("#phone [data-kind='segment']", has_text="Australia").click()
    expect(page.locator("#phone [data-kind='cell']")).to_have_count(7)
    open_elements(page)
    tree = page.locator("#element-tree")
    expect(tree).to_have_attribute("role", "tree")
    # The whole screen tree is there: one item per node of GET …/screen, the window at the top.
    session_id = page.locator("#summary dd[data-key='id']").inner_text()
    _, screen = s.api("GET", f"/v1/sessions/{session_id}/screen")

    def count(node):
        return 1 + sum(count(c) for c in node["children"])
    expect(tree.locator("[role='treeitem']")).to_have_count(count(screen["root"]))
    expect(tree.locator("[role='treeitem']").first).to_have_attribute("data-kind", "window")
    # Hover a cell's item: its row is highlighted on the phone; hover a segment on the phone: its item is.
    victoria = tree.locator("[role='treeitem'][data-kind='cell']", has_text="Victoria")
    victoria.locator(".tree-row").first.hover()
    path = victoria.get_attribute("data-path")
    expect(page.locator(f"#phone .node[data-path='{path}']")).to_have_class(re.compile(r"\binspected\b"))
    expect(page.locator("#phone .node.inspected")).to_have_count(1)
    page.locator("#phone [data-kind='segment']", has_text="Italy").hover()
    italy_path = page.locator("#phone [data-kind='segment']", has_text="Italy").get_attribute("data-path")
    expect(tree.locator(f"[role='treeitem'][data-path='{italy_path}']")).to_have_class(re.compile(r"\bhovered\b"))
    # Selecting an item shows its node in full (the frame as the server gave it).
    victoria.locator(".tree-row").first.click()
    expect(victoria).to_have_attribute("aria-selected", "true")
    detail = page.locator("#element-detail")
    expect(detail).to_contain_text("cell")
    expect(detail).to_contain_text("Victoria")
    # The tree follows the screen: a push redraws it with the detail's title.
    page.locator("#phone [data-kind='cell']", has_text="Victoria").click()
    expect(tree.locator("[role='treeitem'][data-kind='titleLabel']")).to_contain_text("Victoria")
    assert_accessible(page, "the element tree")
    # Another tab: nothing stays marked on the phone.
    tree.locator("[role='treeitem'][data-kind='titleLabel'] .tree-row").first.click()
    expect(page.locator("#phone .node.inspected")).to_have_count(1)
    page.click("#itab-event")
    expect(page.locator("#phone .node.inspected")).to_have_count(0)
    assert page.problems == []


def test_element_tree_by_keyboard(page, server):
    """WAI-ARIA's tree: one tab stop; ↓ ↑ move, → opens (then goes to the first child), ← closes (then goes to the
    parent), Home End; the focused item is highlighted on the phone."""
    s = server()
    page.goto(s.url + "/")
    create_preset(page)
    open_elements(page)
    items = page.locator("#element-tree [role='treeitem']")
    first = items.first
    assert page.evaluate("() => [...document.querySelectorAll('#element-tree [role=treeitem]')].filter((i) => i.tabIndex === 0).length") == 1
    first.focus()
    expect(first).to_have_attribute("aria-expanded", "true")
    page.keyboard.press("ArrowLeft")
    expect(first).to_have_attribute("aria-expanded", "false")
    expect(page.locator("#element-tree [role='treeitem']:visible")).to_have_count(1)
    page.keyboard.press("ArrowRight")
    expect(first).to_have_attribute("aria-expanded", "true")
    page.keyboard.press("ArrowRight")
    second = page.locator("#element-tree [role='treeitem'][data-path='0.0']")
    expect(second).to_be_focused()
    page.keyboard.press("ArrowDown")
    third = page.locator("#element-tree [role='treeitem'][data-path='0.1']")
    expect(third).to_be_focused()
    expect(page.locator("#phone .node[data-path='0.1']")).to_have_class(re.compile(r"\binspected\b"))
    page.keyboard.press("ArrowUp")
    expect(second).to_be_focused()
    page.keyboard.press("ArrowLeft")
    expect(first).to_be_focused()
    page.keyboard.press("End")
    expect(page.locator("#element-tree [role='treeitem']:visible").last).to_be_focused()
    page.keyboard.press("Home")
    expect(first).to_be_focused()
    page.keyboard.press("Enter")
    expect(first).to_have_attribute("aria-selected", "true")
    assert page.problems == []


# ---- 8d: the diff of two versions -------------------------------------------------------------------------------

def diff_rows(page):
    return page.evaluate("""() => [...document.querySelectorAll('#diff-table tbody tr')].map((tr) =>
        [tr.dataset.change, tr.dataset.path, tr.querySelector('.before').textContent, tr.querySelector('.after').textContent])""")


def test_diff_of_two_versions(page, server):
    s = server()
    page.goto(s.url + "/")
    create_preset(page)
    page.locator("#phone [data-kind='segment']", has_text="Australia").click()
    expect(page.locator("#summary dd[data-key='version']")).to_have_text("1")
    page.click("#itab-diff")
    # By default the previous version against the current one.
    expect(page.locator("#diff-from")).to_have_value("0")
    expect(page.locator("#diff-to")).to_have_value("1")
    expect(page.locator("#diff-table tbody tr").first).to_be_visible()
    rows = diff_rows(page)
    assert ["changed", "selectedIndex", "0", "1"] in rows, rows
    assert ["changed", "version", "0", "1"] in rows, rows
    # A push: the current version follows the live one, and the stack grows by an entry.
    page.locator("#phone [data-kind='cell']", has_text="Victoria").click()
    expect(page.locator("#diff-to")).to_have_value("2")
    expect(page.locator("#diff-from")).to_have_value("1")
    expect(page.locator("#diff-table tbody tr[data-path='navigationStack[1]']")).to_have_attribute("data-change", "added")
    rows = diff_rows(page)
    added = [r for r in rows if r[1] == "navigationStack[1]"][0]
    assert added[2] == "—" and "Victoria" in added[3], added
    # Any two versions: 2 against 0, and the same version twice says there is nothing.
    page.fill("#diff-from", "0")
    expect(page.locator("#diff-summary")).to_contain_text("v0 → v2")
    rows = diff_rows(page)
    assert ["changed", "selectedIndex", "0", "1"] in rows, rows
    page.fill("#diff-from", "2")
    expect(page.locator("#diff-summary")).to_contain_text("no difference")
    expect(page.locator("#diff-table")).to_be_hidden()
    page.fill("#diff-from", "1")
    expect(page.locator("#diff-table tbody tr").first).to_be_visible()
    assert_accessible(page, "the state diff")
    assert page.problems == []


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_inspector_tabs_accessible_and_on_screen(sized_page, server, width, height):
    """The tree and the diff in the inspector at 1280 × 800 (the timeline still on screen) and at 390 px: axe-clean."""
    s = server()
    page = sized_page(width, height)
    page.goto(s.url + "/")
    manual_session_with_a_warning_selected(page)
    open_elements(page)
    page.locator("#element-tree [role='treeitem']").first.focus()
    page.keyboard.press("ArrowDown")
    assert_accessible(page, f"element tree at {width}")
    page.click("#itab-diff")
    expect(page.locator("#diff-table tbody tr").first).to_be_visible()
    assert_accessible(page, f"diff at {width}")
    if width == 1280:
        page.evaluate("() => window.scrollTo(0, 0)")
        assert box(page, "#timeline")[1] <= height
    assert page.problems == []
