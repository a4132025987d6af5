// A small program against /v1/client.js's types, type-checked with `tsc --strict` in make test (never run): what a
// TypeScript user writes must compile, `cause` included (README "Why did this fire?").
import { Action, Client, Event, EventMatcher, State } from '../../Sources/SegnavViewer/client';

async function whyDidThisFire(client: Client): Promise<void> {
  const state: State = await client.createSession({ preset: 'crafterm-2010' });
  const tap: Action = { type: 'selectSegment', index: 1 };
  const result = await client.act(state.id, tap, { expect: [{ receiver: 'Australia', name: 'viewDidAppear' }] });
  const warning: Event | undefined = result.events.find((event) => event.name === 'warning');
  if (warning) {
    const caller: number | null = warning.cause.event;
    const rule: string | null = warning.cause.rule;
    console.log(warning.seq, warning.receiver.class, warning.args['code'], caller, rule);
  }
  const segment: number = result.state.current.segment;
  const title: string | null = result.state.current.title;
  const top: string | undefined = result.state.navigationStack.at(-1)?.title ?? undefined;
  const appearing = result.state.controllers.filter((c) => c.appearance === 'appearing').map((c) => c.id);
  const swipe: Action[] = [{ type: 'beginBackSwipe' }, { type: 'updateBackSwipe', progress: 0.3 }, { type: 'endBackSwipe', complete: false }];
  const matcher: EventMatcher = { name: 'warning', args: { clause: 'nested' } };
  console.log(segment, title, top, appearing, swipe.length, matcher, result.verdict?.passed);
  const page = await client.events(state.id, { since: 0, limit: 10 });
  console.log(page.lastSeq, page.events.map((event) => `${event.seq} ${event.cause.code ?? ''}`));
  client.follow(state.id, {
    onLifecycle: (event) => console.log(event.cause.rule),
    onState: (next, screen) => console.log(next.version, screen?.root.kind),
  });
}

export { whyDidThisFire };
