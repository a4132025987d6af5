// Types of /v1/client.js, segnav's JavaScript client. The JSON shapes below are generated from openapi.yaml's
// schemas (scripts/generate-client-types.py; make test checks they are current); the client is written by hand.

export type JSONValue = null | boolean | number | string | JSONValue[] | { [key: string]: JSONValue };

// BEGIN types generated from openapi.yaml by scripts/generate-client-types.py: do not edit by hand.
/** A session's state (DESIGN.md §4, issue 11's names). */
export interface State {
  id: string;
  version: number;
  strategy: 'containment' | 'managing' | 'navigation' | 'paging' | 'container';
  runtime: 'modern' | 'legacy';
  fidelity: 'seed' | 'corrected';
  device: 'iphone-3gs' | 'iphone-15' | 'ipad';
  preset: 'crafterm-2010' | 'crafterm-revisited' | 'deponte-2016' | 'paging' | null;
  selectedIndex: number;
  segments: Array<{ index: number; title: string | null; controller: string | null }>;
  current: { segment: number; title: string | null; topController: string; navigationTitle: string | null; titleView: 'segmentedControl' | null; backButtonTitle: string | null };
  navigationStack: Array<{ id: string; class: string; title: string | null }>;
  controllers: Array<{ id: string; class: string; title: string | null; parent: string | null; viewLoaded: boolean; appearance: 'disappeared' | 'appearing' | 'appeared' | 'disappearing'; inWindow: boolean }>;
  lastEventSeq: number;
  warnings: number;
  clock: 'auto' | 'manual';
  layout?: boolean;
  time: number;
  transition: { kind: 'push' | 'pop' | 'backSwipe' | 'pageScroll'; progress: number; from: string | null; to: string; interactive: boolean; cancelling: boolean } | null;
}
/** One recorded call. */
export interface Event {
  seq: number;
  time: number;
  action: number;
  receiver: { id: string; class: string };
  name: 'loadView' | 'viewDidLoad' | 'viewWillAppear' | 'viewDidAppear' | 'viewWillDisappear' | 'viewDidDisappear' | 'willMoveToParent' | 'didMoveToParent' | 'navigationWillShow' | 'navigationDidShow' | 'valueChanged' | 'didReceiveMemoryWarning' | 'viewDidUnload' | 'warning' | 'pageWillTransition' | 'pageDidFinishAnimating' | 'beginAppearanceTransition' | 'endAppearanceTransition' | 'viewWillLayoutSubviews' | 'viewDidLayoutSubviews' | 'viewIsAppearing';
  args: { animated?: boolean; finished?: boolean; completed?: boolean; appearing?: boolean; parent?: string | null; viewController?: string; code?: 'duplicateAppearance' | 'unbalancedAppearance' | 'duplicateMemoryWarning' | 'segmentIndexMismatch' | 'stackDiscarded' | 'nilNavigationController' | 'overlappingAppearance' | 'selectionReset' | 'emptySegment' | 'nestedPushAnimation' | 'unexpectedTransitionState' | 'appearanceOutsideParent' | 'appearedOffWindow' | 'repeatedAppearanceInSwitch' | 'unbalancedAppearanceTransition' | 'unbalancedContainment' | 'appearedOffScreen'; clause?: 'balanced' | 'nested' | 'inWindow' | 'onePerSwitch' | 'containment' | 'visibleWhenAppeared'; message?: string };
  depth: number;
  origin: 'system' | 'container' | 'delegate' | 'segmentsController' | 'app';
  cause: Cause;
}
/** Why the event happened (docs/DESIGN.md §3 "Causes"). At least one of `rule`, `flaw` and `code` is set. A warning's `event` is the call that broke the rule it reports. */
export interface Cause {
  event: number | null;
  rule: string | null;
  flaw: string | null;
  code: string | null;
  setBy?: number;
}
export interface ScreenTree {
  id: string;
  version: number;
  device: 'iphone-3gs' | 'iphone-15' | 'ipad';
  selectedIndex: number;
  backButtonTitle: string | null;
  root: ScreenNode;
}
/** A node of the visible tree; optional members appear only when set. */
export interface ScreenNode {
  kind: 'window' | 'statusBar' | 'navigationBar' | 'backButton' | 'titleLabel' | 'segmentedControl' | 'segment' | 'view' | 'tableView' | 'cell' | 'imageView' | 'label';
  id?: string;
  controller?: string;
  frame: { x: number; y: number; width: number; height: number };
  text?: string;
  selected?: boolean;
  color?: string;
  image?: string;
  children: Array<ScreenNode>;
}
export interface ActionsResult {
  state: State;
  events: Array<Event>;
  noop: boolean;
  verdict?: Verdict;
}
export interface EventPage {
  events: Array<Event>;
  next: number;
  dropped: number;
  lastSeq: number;
}
/** The expectations of a checked batch, judged as `segnavd check` judges a step. */
export interface Verdict {
  passed: boolean;
  report: string;
}
/** The `data` of a stream's `end` message, its last. */
export interface StreamEnd {
  reason: 'deleted' | 'expired' | 'shutdown' | 'lagging' | 'ticket-expired';
  detail: string;
  lastEventSeq: number;
}
/** The `data` of a `dropped` message. */
export interface StreamDropped {
  dropped: number;
  since: number;
  firstAvailable: number;
}
/** What an event must look like to match; names at least one member. */
export interface EventMatcher {
  receiver?: string;
  name?: 'loadView' | 'viewDidLoad' | 'viewWillAppear' | 'viewDidAppear' | 'viewWillDisappear' | 'viewDidDisappear' | 'willMoveToParent' | 'didMoveToParent' | 'navigationWillShow' | 'navigationDidShow' | 'valueChanged' | 'didReceiveMemoryWarning' | 'viewDidUnload' | 'warning' | 'pageWillTransition' | 'pageDidFinishAnimating' | 'beginAppearanceTransition' | 'endAppearanceTransition' | 'viewWillLayoutSubviews' | 'viewDidLayoutSubviews' | 'viewIsAppearing';
  origin?: 'system' | 'container' | 'delegate' | 'segmentsController' | 'app';
  rule?: '3.0' | '3.1' | '3.2' | '3.3' | '3.4' | '3.5' | '3.6' | '3.7' | '3.8' | '3.9' | '3.10' | '3.11' | '3.12' | '3.13' | '3.14' | '3.15' | '3.16' | '3.17' | '3.18' | '3.19' | '3.20';
  flaw?: 'managingManualAppearance' | 'managingDelegateAppearance' | 'managingMemoryForwarding' | 'rebuildOnReload' | 'containmentTitleSkipping' | 'containmentDisplayBeforeHide' | 'containmentReselectHides' | 'navigationStackDiscarded';
  args?: { animated?: boolean; finished?: boolean; completed?: boolean; appearing?: boolean; parent?: string | null; viewController?: string | null; code?: 'duplicateAppearance' | 'unbalancedAppearance' | 'duplicateMemoryWarning' | 'segmentIndexMismatch' | 'stackDiscarded' | 'nilNavigationController' | 'overlappingAppearance' | 'selectionReset' | 'emptySegment' | 'nestedPushAnimation' | 'unexpectedTransitionState' | 'appearanceOutsideParent' | 'appearedOffWindow' | 'repeatedAppearanceInSwitch' | 'unbalancedAppearanceTransition' | 'unbalancedContainment' | 'appearedOffScreen'; clause?: 'balanced' | 'nested' | 'inWindow' | 'onePerSwitch' | 'containment' | 'visibleWhenAppeared'; message?: string };
}
/** One user or app action; `type` says which. */
export type Action = { type: 'selectSegment'; index: number } | { type: 'setSegment'; index: number } | { type: 'tapRow'; row: number } | { type: 'push'; screen: { kind: 'table'; title?: string | null; class?: string | null; image?: string | null; caption?: string | null; color?: string | null; text?: string | null; rows: Array<{ title: string; detail?: JSONValue }> } | { kind: 'table' | 'image' | 'color' | 'label'; title?: string | null; class?: string | null; image?: string | null; caption?: string | null; color?: string | null; text?: string | null; rows?: null } } | { type: 'pop' } | { type: 'popToRoot' } | { type: 'tapBack' } | { type: 'memoryWarning' } | { type: 'beginBackSwipe' } | { type: 'updateBackSwipe'; progress: number } | { type: 'endBackSwipe'; complete: boolean } | { type: 'advance'; seconds: number } | { type: 'beginPageSwipe'; direction: 'forward' | 'reverse' } | { type: 'updatePageSwipe'; progress: number } | { type: 'endPageSwipe'; complete: boolean };
// END generated types.

export type Controller = State['controllers'][number];

export interface ActOptions {
  ifVersion?: number;
  expect?: EventMatcher[]; forbid?: EventMatcher[]; exactly?: boolean | string[]; state?: { [key: string]: JSONValue };
}
export interface FollowHandlers {
  /** The stream is (re)connected. */
  onOpen?(): void;
  onState?(state: State, screen?: ScreenTree): void;
  onLifecycle?(event: Event): void;
  onDropped?(dropped: StreamDropped): void;
  /** The session ended (deleted, expired): the last call. */
  onEnd?(end: StreamEnd): void;
  /** The server stopped or this client fell behind: the stream reconnects by itself and resumes. */
  onResuming?(end: StreamEnd): void;
  onError?(error: Error): void;
}

export class SegnavProblem extends Error {
  status: number; type: string; code: string; title: string; detail: string;
  errors: Array<{ pointer?: string; parameter?: string; detail: string }>; body: JSONValue;
}

export class Client {
  constructor(baseURL?: string, options?: { token?: string; fetch?: typeof fetch });
  baseURL: string;
  createSession(setup: { [key: string]: JSONValue }): Promise<State>;
  session(id: string): Promise<State>;
  screen(id: string): Promise<ScreenTree>;
  deleteSession(id: string): Promise<void>;
  act(id: string, actionOrActions: Action | Action[], options?: ActOptions): Promise<ActionsResult>;
  events(id: string, options?: { since?: number; limit?: number; wait?: number }): Promise<EventPage>;
  follow(id: string, handlers?: FollowHandlers, options?: { since?: number; includeScreen?: boolean }): { close(): void };
  streamURL(id: string, options?: { since?: number; includeScreen?: boolean; ticket?: string }): string;
}
