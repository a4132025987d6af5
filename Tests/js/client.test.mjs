// segnav's JavaScript client (/v1/client.js) in Node, with Node's own test runner and fetch only:
// the module is fetched from a real segnavd (SEGNAVD_BIN) on a free port, saved and imported as is.
//
//   SEGNAVD_BIN=.build/debug/segnavd node --test Tests/js/client.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';

let server, url, folder, Client, SegnavProblem;

before(async () => {
  const binary = process.env.SEGNAVD_BIN;
  assert.ok(binary, 'SEGNAVD_BIN names the segnavd binary');
  server = spawn(binary, ['--port', '0'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const [chunk] = await once(server.stdout, 'data');
  const line = String(chunk).split('\n')[0];
  assert.match(line, /^listening on http:\/\/127\.0\.0\.1:\d+$/);
  url = line.slice('listening on '.length);
  const response = await fetch(`${url}/v1/client.js`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type'), /^text\/javascript/);
  folder = mkdtempSync(join(tmpdir(), 'segnav-js-'));
  writeFileSync(join(folder, 'client.mjs'), await response.text());
  ({ Client, SegnavProblem } = await import(join(folder, 'client.mjs')));
});

after(() => {
  server.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

test('the types are served beside the module', async () => {
  const response = await fetch(`${url}/v1/client.d.ts`);
  assert.equal(response.status, 200);
  const text = await response.text();
  for (const name of ['class Client', 'createSession', 'act(', 'events(', 'follow(', 'class SegnavProblem']) {
    assert.ok(text.includes(name), name);
  }
});

test('createSession, act (single, batch with ifVersion), events', async () => {
  const segnav = new Client(url);
  const state = await segnav.createSession({ preset: 'crafterm-2010' });
  assert.equal(state.version, 0);
  const switched = await segnav.act(state.id, { type: 'selectSegment', index: 1 });
  assert.equal(switched.state.selectedIndex, 1);
  const batch = await segnav.act(state.id, [{ type: 'tapRow', row: 1 }, { type: 'tapBack' }], { ifVersion: 1 });
  assert.equal(batch.state.version, 3);
  const page = await segnav.events(state.id, { since: state.lastEventSeq });
  assert.deepEqual(page.events.map((e) => e.seq), [...switched.events, ...batch.events].map((e) => e.seq));
  await segnav.deleteSession(state.id);
});

test('problems are thrown as SegnavProblem with status, code, reason and pointers', async () => {
  const segnav = new Client(url);
  const state = await segnav.createSession({ preset: 'crafterm-2010' });
  await assert.rejects(segnav.act(state.id, { type: 'tapBack' }), (error) => {
    assert.ok(error instanceof SegnavProblem);
    assert.equal(error.status, 422);
    assert.equal(error.code, 'noBackButton');
    assert.equal(error.body.reason, 'noBackButton');
    assert.equal(error.errors[0].pointer, '/type');
    return true;
  });
  await assert.rejects(segnav.act(state.id, { type: 'tapRow', row: 0 }, { ifVersion: 7 }),
    (error) => error.status === 412 && error.body.currentVersion === 0);
  await assert.rejects(segnav.session('AAAAAAAAAAAAAAAAAAAAAA'), (error) => error.status === 404);
});

test('expectations on an action come back as a verdict with check\'s report', async () => {
  const segnav = new Client(url);
  const state = await segnav.createSession({ preset: 'crafterm-2010' });
  const passed = await segnav.act(state.id, { type: 'selectSegment', index: 1 },
    { expect: [{ receiver: 'Italy', name: 'viewWillDisappear' }, { receiver: 'Australia', name: 'viewDidAppear' }] });
  assert.equal(passed.verdict.passed, true);
  const failed = await segnav.act(state.id, { type: 'selectSegment', index: 0 },
    { forbid: [{ name: 'warning', args: { code: 'duplicateAppearance' } }] });
  assert.equal(failed.verdict.passed, false);
  assert.match(failed.verdict.report, /forbidden warning code=duplicateAppearance happened: #\d+/);
});

test('follow: a streamed fetch in Node, states with their screens, lifecycle events, the end', async () => {
  const segnav = new Client(url);
  const other = new Client(url);
  const state = await segnav.createSession({ preset: 'crafterm-revisited' });
  const seen = [];
  let firstState;
  const opened = new Promise((resolve) => { firstState = resolve; });
  const ended = new Promise((resolve, reject) => {
    segnav.follow(state.id, {
      onState: (s, screen) => { seen.push(['state', s.version, screen && screen.version]); firstState(); },
      onLifecycle: (e) => seen.push(['lifecycle', e.seq]),
      onEnd: (end) => resolve(end),
      onError: reject,
    }, { includeScreen: true });
  });
  await opened;
  const applied = await other.act(state.id, { type: 'selectSegment', index: 1 });
  await other.deleteSession(state.id);
  const end = await ended;
  assert.equal(end.reason, 'deleted');
  assert.deepEqual(seen[0], ['state', 0, 0]);
  assert.deepEqual(seen.filter((m) => m[0] === 'lifecycle').map((m) => m[1]), applied.events.map((e) => e.seq));
  assert.deepEqual(seen.at(-1), ['state', 1, 1]);
  assert.equal(typeof EventSource, 'undefined', 'Node has no EventSource: the streamed fetch was used');
});
