// Types of /v1/client.js, segnav's JavaScript client. The JSON shapes are openapi.yaml's schemas
// (State, Event, ScreenTree, ActionsResult, EventPage, StreamEnd, StreamDropped, Verdict).

export type JSONValue = null | boolean | number | string | JSONValue[] | { [key: string]: JSONValue };

export interface Controller { id: string; class: string; title: string | null; [key: string]: JSONValue }
export interface State {
  id: string; version: number; selectedIndex: number; lastEventSeq: number; warnings: number;
  controllers: Controller[]; current: { [key: string]: JSONValue }; [key: string]: JSONValue;
}
export interface Event {
  seq: number; time: number; action: number; receiver: { id: string; class: string };
  name: string; args: { [key: string]: JSONValue }; depth: number; origin: string;
}
export interface ScreenTree { id: string; version: number; [key: string]: JSONValue }
export interface Verdict { passed: boolean; report: string }
export interface ActionsResult { state: State; events: Event[]; noop: boolean; verdict?: Verdict }
export interface EventPage { events: Event[]; next: number; dropped: number; lastSeq: number }
export interface StreamEnd { reason: 'deleted' | 'expired' | 'shutdown' | 'lagging' | 'ticket-expired'; detail: string; lastEventSeq: number }
export interface StreamDropped { dropped: number; since: number; firstAvailable: number }

export type Action =
  | { type: 'selectSegment' | 'setSegment'; index: number }
  | { type: 'tapRow'; row: number }
  | { type: 'push'; screen: { [key: string]: JSONValue } }
  | { type: 'pop' | 'popToRoot' | 'tapBack' | 'memoryWarning' | 'beginBackSwipe' }
  | { type: 'updateBackSwipe' | 'updatePageSwipe'; progress: number }
  | { type: 'endBackSwipe' | 'endPageSwipe'; complete: boolean }
  | { type: 'beginPageSwipe'; direction: 'forward' | 'reverse' }
  | { type: 'advance'; seconds: number };

export interface EventMatcher { receiver?: string; name?: string; origin?: string; args?: { [key: string]: JSONValue } }
export interface ActOptions {
  ifVersion?: number;
  expect?: EventMatcher[]; forbid?: EventMatcher[]; exactly?: boolean; state?: { [key: string]: JSONValue };
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
