"""Regenerates the viewer's screenshots in docs/ (run by scripts/viewer-screenshots.sh):

    docs/viewer-1280.png, docs/viewer-1920.png   crafterm-2010: Australia, its longest state's detail, a warning selected
                                                 (1280 x 800 and 1920 x 1080: one screen, the timeline in it)
    docs/viewer-elements-1280.png                the inspector's element tree, the back button pointed at
    docs/viewer-diff-1920.png                    the inspector's diff of the last two versions
    docs/viewer-compare-1280.png                 Compare: where each pair of runs parts, the three strategies side by side
    docs/viewer-390.png                          the same session on a 390 px phone-sized window
    docs/viewer-swipe-1280.png                   a manual-clock session: a back swipe held at 40% by a mouse drag
"""

import pathlib
import sys

from playwright.sync_api import expect, sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from conftest import ROOT, Server, chromium_path, open_form  # noqa: E402

DOCS = ROOT / "docs"


def session(page, url, clock=""):
    page.goto(url + "/")
    open_form(page)
    page.select_option("#preset", "crafterm-2010")
    page.select_option("#clock", clock)
    page.click("#create")
    expect(page.locator("#phone .bezel")).to_be_visible()
    page.locator("#phone [data-kind='segment']", has_text="Australia").click()
    expect(page.locator("#phone [data-kind='cell']")).to_have_count(7)
    page.locator("#phone [data-kind='cell']", has_text="Australian Capital Territory").click()
    expect(page.locator("#phone [data-kind='backButton']")).to_be_visible()
    expect(page.locator("#summary dd[data-key='version']")).to_have_text("2")
    page.wait_for_timeout(600)  # the detail's viewDidAppear events (0.35 s of model time) arrive by the stream
    page.locator("#log .event.warning").last.click()
    page.mouse.move(0, 0)


def elements(page):
    """The inspector's Elements tab, the back button's item pointed at (its node marked on the phone)."""
    page.click("#itab-elements")
    page.locator("#element-tree [data-kind='backButton'] .tree-row").hover()
    page.wait_for_timeout(200)
    page.screenshot(path=str(DOCS / "viewer-elements-1280.png"))
    page.mouse.move(0, 0)


def diff(page):
    """The inspector's Diff tab: the last action's version against the one before."""
    page.click("#itab-diff")
    expect(page.locator("#diff-table tbody tr").first).to_be_visible()
    page.wait_for_timeout(200)
    page.screenshot(path=str(DOCS / "viewer-diff-1920.png"))


def swipe(page, url):
    """A manual clock: the push run to its end with Advance, then a drag from the left edge held at 40%."""
    session(page, url, "manual")
    page.click("#advance-end")
    expect(page.locator("#clock-transition")).to_have_text("no transition")
    page.wait_for_timeout(300)  # the screen of the advance's version is drawn
    page.evaluate("() => window.scrollTo(0, 0)")  # Advance scrolled the timeline into view; the drag needs the phone
    box = page.locator("#phone .screen-box").bounding_box()
    x, y = box["x"] + 4, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + box["width"] * 0.4, y, steps=12)
    expect(page.locator("#clock-transition")).to_contain_text("(held) 40%")
    page.wait_for_timeout(300)
    page.screenshot(path=str(DOCS / "viewer-swipe-1280.png"))  # one screen: the clock's line is on it
    page.mouse.up()


def main():
    server = Server()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), headless=True,
                                                 args=["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"])
            for width, height in ((1280, 800), (1920, 1080)):
                page = browser.new_page(viewport={"width": width, "height": height})
                session(page, server.url)
                page.screenshot(path=str(DOCS / f"viewer-{width}.png"))
                (elements if width == 1280 else diff)(page)
                if width == 1280:
                    swipe(page, server.url)
                    page.reload()
                    page.click("#tab-compare")
                    page.click("#run-compare")
                    expect(page.locator(".compare-grid .head")).to_have_count(3)
                    page.screenshot(path=str(DOCS / "viewer-compare-1280.png"))
                page.close()
            page = browser.new_page(viewport={"width": 390, "height": 844})
            session(page, server.url)
            page.locator("#phone").scroll_into_view_if_needed()
            page.screenshot(path=str(DOCS / "viewer-390.png"))
            browser.close()
    finally:
        server.stop()
    for name in sorted(DOCS.glob("viewer*.png")):
        print(name.relative_to(ROOT))


if __name__ == "__main__":
    main()
