// segnav's JavaScript client: an ES module served by segnavd at /v1/client.js (its types at
// /v1/client.d.ts). No build step, no dependency: fetch everywhere, EventSource for streams in
// browsers, a streamed fetch in Node (which has no EventSource). openapi.yaml is the contract.
//
//   import { Client } from 'http://127.0.0.1:8080/v1/client.js';   // in a browser, or from a saved copy in Node
//   const segnav = new Client('http://127.0.0.1:8080');
//   const state = await segnav.createSession({ preset: 'crafterm-2010' });
//   const follow = segnav.follow(state.id, { onState: (s, screen) => draw(s, screen) }, { includeScreen: true });
//   await segnav.act(state.id, { type: 'selectSegment', index: 1 });

/** A problem+json answer (RFC 9457): status, type, code (the type's last part), detail, errors, body. */
export class SegnavProblem extends Error {
  constructor(status, body) {
    const problem = body && typeof body === 'object' ? body : {};
    const type = problem.type || 'about:blank';
    const prefix = 'https://segnav.dev/problems/';
    const code = type.startsWith(prefix) ? type.slice(prefix.length) : type;
    super(`${status} ${code}: ${problem.detail || String(body)}`);
    this.name = 'SegnavProblem';
    this.status = status;
    this.type = type;
    this.code = code;
    this.title = problem.title || '';
    this.detail = problem.detail || '';
    this.errors = problem.errors || [];
    this.body = body;
  }
}

export class Client {
  /**
   * @param {string} [baseURL] the server ('' : the page's own origin)
   * @param {{token?: string, fetch?: typeof fetch}} [options]
   */
  constructor(baseURL = '', options = {}) {
    this.baseURL = String(baseURL).replace(/\/+$/, '');
    this.token = options.token;
    this.fetch = options.fetch || globalThis.fetch.bind(globalThis);
  }

  /** `POST /v1/sessions`: `{preset: 'crafterm-2010'}` or `{strategy, segments}`, with any of runtime, device, fidelity, selectedIndex. */
  createSession(setup) { return this.#json('POST', '/v1/sessions', setup); }
  session(id) { return this.#json('GET', `/v1/sessions/${encodeURIComponent(id)}`); }
  screen(id) { return this.#json('GET', `/v1/sessions/${encodeURIComponent(id)}/screen`); }
  async deleteSession(id) { await this.#json('DELETE', `/v1/sessions/${encodeURIComponent(id)}`); }

  /**
   * One action or a list of them (all or none). With `ifVersion`, only if the session is still at
   * that version (else a 412 SegnavProblem). With `expect`, `forbid`, `exactly` or `state` (a scenario
   * step's), the answer has `verdict: {passed, report}`; the actions apply either way.
   */
  act(id, actionOrActions, options = {}) {
    const { ifVersion, ...expectations } = options;
    const checked = ['expect', 'forbid', 'exactly', 'state'].some((key) => expectations[key] !== undefined);
    let body = actionOrActions;
    if (Array.isArray(actionOrActions) || checked) {
      body = { actions: Array.isArray(actionOrActions) ? actionOrActions : [actionOrActions] };
      for (const key of ['expect', 'forbid', 'exactly', 'state']) {
        if (expectations[key] !== undefined) body[key] = expectations[key];
      }
    }
    const headers = ifVersion === undefined ? {} : { 'If-Match': `"${Number(ifVersion)}"` };
    return this.#json('POST', `/v1/sessions/${encodeURIComponent(id)}/actions`, body, headers);
  }

  /** The events after `since` (`limit` at most; with `wait`, up to that many seconds for the first). */
  events(id, { since = 0, limit, wait } = {}) {
    const query = new URLSearchParams({ since: String(since) });
    if (limit !== undefined) query.set('limit', String(limit));
    if (wait !== undefined) query.set('wait', String(wait));
    return this.#json('GET', `/v1/sessions/${encodeURIComponent(id)}/events?${query}`);
  }

  /**
   * Follows a session's stream: `onState(state, screen)` now and after every action (`screen` with
   * `includeScreen`), `onLifecycle(event)` for each event before its state, `onDropped(info)`,
   * `onEnd(end)` once it is over (deleted or expired), `onError(error)`. Streams the server ends for
   * `shutdown` or `lagging` are resumed after the last event seen. Returns `{close()}`.
   * EventSource in browsers; a streamed fetch where there is none (Node) or with a token.
   */
  follow(id, handlers = {}, { since, includeScreen = false } = {}) {
    const follower = new Follower(this, id, handlers, since, includeScreen);
    follower.start();
    return { close: () => follower.close() };
  }

  streamURL(id, { since, includeScreen, ticket } = {}) {
    const query = new URLSearchParams();
    if (since !== undefined && since !== null) query.set('since', String(since));
    if (includeScreen) query.set('include', 'screen');
    if (ticket) query.set('ticket', ticket);
    const text = query.toString();
    return `${this.baseURL}/v1/sessions/${encodeURIComponent(id)}/stream${text ? `?${text}` : ''}`;
  }

  headers(extra = {}) {
    return this.token ? { Authorization: `Bearer ${this.token}`, ...extra } : extra;
  }

  async #json(method, path, body, extra = {}) {
    const headers = this.headers(body === undefined ? extra : { 'Content-Type': 'application/json', ...extra });
    const response = await this.fetch(this.baseURL + path,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let parsed = text;
    try { parsed = text ? JSON.parse(text) : null; } catch { /* not JSON: kept as text */ }
    if (!response.ok) throw new SegnavProblem(response.status, parsed);
    return parsed;
  }
}

/** One followed stream: its messages dispatched to handlers, resumed after a shutdown or lagging end. */
class Follower {
  constructor(client, id, handlers, since, includeScreen) {
    Object.assign(this, { client, id, handlers, since, includeScreen });
    this.closed = false;
    this.pendingState = null;
  }

  start() {
    if (typeof EventSource !== 'undefined' && !this.client.token) this.#eventSource();
    else this.#fetchLoop();
  }

  close() {
    this.closed = true;
    if (this.source) this.source.close();
    if (this.abort) this.abort.abort();
  }

  /** One message, by its event name; false once the stream is over for good. */
  dispatch(event, data, lastId) {
    if (lastId !== undefined && lastId !== '') this.since = Number(lastId);
    const message = JSON.parse(data);
    const h = this.handlers;
    switch (event) {
      case 'state':
        // With includeScreen the state's screen follows it at once: both reach onState together.
        if (this.includeScreen) this.pendingState = message;
        else if (h.onState) h.onState(message, undefined);
        return true;
      case 'screen':
        if (this.pendingState && h.onState) h.onState(this.pendingState, message);
        this.pendingState = null;
        return true;
      case 'lifecycle':
        if (h.onLifecycle) h.onLifecycle(message);
        return true;
      case 'dropped':
        if (h.onDropped) h.onDropped(message);
        return true;
      case 'end':
        this.since = message.lastEventSeq;
        if (message.reason === 'deleted' || message.reason === 'expired') {
          this.close();
          if (h.onEnd) h.onEnd(message);
          return false;
        }
        if (h.onResuming) h.onResuming(message);
        return true;  // shutdown or lagging: reconnect and resume after lastEventSeq
      default:
        return true;  // a message this client does not know yet
    }
  }

  #eventSource() {
    const source = new EventSource(this.client.streamURL(this.id, { since: this.since, includeScreen: this.includeScreen }));
    this.source = source;
    source.onopen = () => { if (!this.closed && this.handlers.onOpen) this.handlers.onOpen(); };
    for (const name of ['state', 'screen', 'lifecycle', 'dropped', 'end']) {
      source.addEventListener(name, (m) => { if (!this.closed) this.dispatch(name, m.data, m.lastEventId); });
    }
    source.onerror = () => {
      // A 404 (the session is gone) closes an EventSource for good; other errors it retries itself.
      if (source.readyState === 2 && !this.closed) {
        this.closed = true;
        if (this.handlers.onError) this.handlers.onError(new Error('the stream was closed by the server'));
      }
    };
  }

  async #fetchLoop() {
    let failures = 0;
    while (!this.closed) {
      this.abort = new AbortController();
      try {
        const response = await this.client.fetch(
          this.client.streamURL(this.id, { since: this.since, includeScreen: this.includeScreen }),
          { headers: this.client.headers({ Accept: 'text/event-stream' }), signal: this.abort.signal });
        if (!response.ok) {
          const text = await response.text();
          let body = text;
          try { body = JSON.parse(text); } catch { /* kept as text */ }
          throw new SegnavProblem(response.status, body);
        }
        failures = 0;
        if (this.handlers.onOpen) this.handlers.onOpen();
        if (!(await this.#read(response.body))) return;
      } catch (error) {
        if (this.closed) return;
        if (error instanceof SegnavProblem && error.status < 500) {
          this.closed = true;
          if (this.handlers.onError) this.handlers.onError(error);
          return;
        }
        failures += 1;
        if (failures > 5) {
          this.closed = true;
          if (this.handlers.onError) this.handlers.onError(error);
          return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));  // the stream's own `retry: 1000`
    }
  }

  /** Reads Server-Sent Events (WHATWG HTML) until the body ends; false once the stream is over for good. */
  async #read(body) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let event = 'message';
    let data = [];
    let lastId;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return true;
      buffer += decoder.decode(value, { stream: true });
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        let line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line.endsWith('\r')) line = line.slice(0, -1);
        if (line === '') {
          if (data.length > 0 && !this.dispatch(event, data.join('\n'), lastId)) {
            await reader.cancel().catch(() => {});
            return false;
          }
          event = 'message';
          data = [];
          lastId = undefined;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') lastId = value;
      }
    }
  }
}
