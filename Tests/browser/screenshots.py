"""Regenerates the viewer's screenshots in docs/ (run by scripts/viewer-screenshots.sh):

    docs/viewer-1280.png, docs/viewer-1920.png   crafterm-2010: Australia, its longest state's detail, a warning selected
    docs/viewer-compare-1280.png                 Compare: the three strategies side by side
    docs/viewer-390.png                          the same session on a 390 px phone-sized window
    docs/viewer-layout-1280.png, -1920.png       the same with the reserved places of docs/viewer-design.md drawn in

The reserved places are drawn into the page by this script only (dashed, labelled "reserved"): the viewer
itself has no such elements until the features exist.
"""

import pathlib
import sys

from playwright.sync_api import expect, sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from conftest import ROOT, Server, chromium_path  # noqa: E402

DOCS = ROOT / "docs"

# Each reserved place: where it goes in the page's grid or panels, and its label.
RESERVED = """() => {
    const box = (label, css) => {
        const e = document.createElement('div');
        e.className = 'reserved';
        e.textContent = label;
        Object.assign(e.style, { border: '2px dashed #8a4b00', borderRadius: '10px', background: 'rgba(255, 241, 204, .92)',
            color: '#5c3b00', font: '600 13px/1.35 var(--sans)', padding: '10px 12px' }, css);
        return e;
    };
    document.documentElement.style.setProperty('--timeline-h', '96px');
    const view = document.getElementById('view-session');
    view.append(box('Reserved: the timeline (one tick per action, the selected one highlighted) with the clock controls '
        + '(run to the next event, advance by a step, the model time) at its start and "Save as test" at its end.',
        { gridArea: 'timeline', minHeight: '82px' }));
    document.getElementById('inspector').append(box('Reserved: the why panel for the selected event (the rule that produced it, '
        + 'its cause in the previous events), under its details.', { marginTop: '12px', minHeight: '90px' }));
    const phone = document.querySelector('#phone .screen-box');
    phone.style.position = 'relative';
    phone.append(box('swipe-back: drag from this edge', { position: 'absolute', left: '0', top: '12%', bottom: '12%',
        width: '40px', writingMode: 'vertical-rl', padding: '6px', zIndex: 9, fontSize: '11px' }));
}"""


def session(page, url):
    page.goto(url + "/")
    page.select_option("#preset", "crafterm-2010")
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


def main():
    server = Server()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), headless=True,
                                                 args=["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"])
            for width, height in ((1280, 900), (1920, 1080)):
                page = browser.new_page(viewport={"width": width, "height": height})
                session(page, server.url)
                page.screenshot(path=str(DOCS / f"viewer-{width}.png"))
                page.evaluate(RESERVED)
                page.screenshot(path=str(DOCS / f"viewer-layout-{width}.png"))
                if width == 1280:
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
