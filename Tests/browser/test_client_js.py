"""segnav's JavaScript client (/v1/client.js) in headless Chromium, imported as the ES module the
server serves, against the real segnavd: EventSource is used for follow(), states arrive with their
screens (?include=screen), expectations come back as a verdict, problems as SegnavProblem.

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/browser/test_client_js.py
"""

# The fixtures `browser` (Debian's chromium) and `server` (segnavd on port 0) come from conftest.py.

SCRIPT = """
async () => {
  const { Client, SegnavProblem } = await import('/v1/client.js');
  const segnav = new Client();           // the page's own origin
  const state = await segnav.createSession({ preset: 'crafterm-2010' });
  const seen = [];
  let opened;
  const first = new Promise((resolve) => { opened = resolve; });
  const ended = new Promise((resolve, reject) => segnav.follow(state.id, {
    onState: (s, screen) => { seen.push(['state', s.version, screen ? screen.backButtonTitle : 'none']); opened(); },
    onLifecycle: (e) => seen.push(['lifecycle', e.seq]),
    onEnd: resolve,
    onError: reject,
  }, { includeScreen: true }));
  await first;
  const pushed = await segnav.act(state.id, [{ type: 'selectSegment', index: 1 }, { type: 'tapRow', row: 1 }],
    { expect: [{ receiver: 'Victoria', name: 'viewDidAppear' }] });
  let refusal = null;
  try { await segnav.act(state.id, { type: 'selectSegment', index: 0 }); } catch (error) {
    refusal = [error instanceof SegnavProblem, error.status, error.code];
  }
  await segnav.deleteSession(state.id);
  const end = await ended;
  return { seen, end, verdict: pushed.verdict, events: pushed.events.map((e) => e.seq), refusal,
           eventSource: typeof EventSource };
}
"""


def test_the_module_in_chromium(browser, server):
    s = server()
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    # A page of the server's own origin that has no policy of its own: the module is imported from there.
    page.goto(s.url + "/healthz")
    result = page.evaluate(SCRIPT)
    assert errors == []
    assert result["eventSource"] == "function"
    assert result["verdict"] == {"passed": True, "report": result["verdict"]["report"]}
    assert result["refusal"] == [True, 422, "controlNotOnScreen"]
    assert result["end"]["reason"] == "deleted"
    seen = result["seen"]
    assert seen[0] == ["state", 0, None]                       # the launch's screen: no back button
    assert [m[1] for m in seen if m[0] == "lifecycle"] == result["events"]
    assert seen[-1] == ["state", 2, "Australia"]               # the batch's state, with its screen
    page.close()


def test_the_module_is_importable_from_another_origin(browser, server):
    """CORS lets a page elsewhere (a prototype on its own dev server) import the module and call the API."""
    s = server()
    other = server()
    page = browser.new_page()
    page.goto(other.url + "/healthz")
    version = page.evaluate("""async (url) => {
        const { Client } = await import(url + '/v1/client.js');
        return (await new Client(url).createSession({ preset: 'deponte-2016' })).version;
    }""", s.url)
    assert version == 0
    page.close()
