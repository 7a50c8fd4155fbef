import { abortError, SCRIPT_REFUSAL, scriptQuotaError } from './sandbox-errors';
import type { ScriptRefusal } from './sandbox-errors';
import { SCRIPT_BUDGET_WINDOW_MS } from './sandbox-limits';
import type { ScriptQuota } from './sandbox-limits';

/** Who runs a custom script: a signed-in user (`user:<id>`) or an address (`ip:<address>`). */
export interface ScriptClient {
  readonly key: string;
  readonly signedIn: boolean;
}

/** Options of {@link createScriptQueue}. */
export interface ScriptQueueOptions {
  /** Custom-script requests running at once over all clients. */
  readonly capacity: number;
  readonly quotas: { readonly anonymous: ScriptQuota; readonly signedIn: ScriptQuota };
  /** The longest a run may take (the sandbox time limit): what `Retry-After` is estimated from. */
  readonly runLimitMs: number;
  /** Clock, ms (tests); default `performance.now`. */
  readonly now?: () => number;
}

/** Places for custom-script requests, per client and in total (see {@link createScriptQueue}). */
export interface ScriptQueue {
  /**
   * Resolves with a release function once the client's request may run; rejects at once with a
   * 429 (`EVALSCRIPT_QUOTA`, `Retry-After`) over the client's quota, or with the signal's
   * AbortError (a waiting request then leaves the queue).
   */
  acquire(client: ScriptClient, signal?: AbortSignal): Promise<() => void>;
  /** Requests running now. */
  readonly running: number;
  /** Requests waiting now. */
  readonly waiting: number;
}

interface Waiter {
  readonly grant: () => void;
  readonly refuse: (error: Error) => void;
}

interface ClientState {
  readonly quota: ScriptQuota;
  /** Start times of the client's running requests. */
  readonly starts: number[];
  readonly waiters: Waiter[];
  /** Finished runs inside the window: when each ended and how long it held its place. */
  readonly spent: { readonly end: number; readonly ms: number }[];
}

/**
 * A fair queue of custom-script requests: at most `capacity` run at once; each client runs at
 * most `quota.running` and queues at most `quota.queued` more, and may hold running places for
 * `quota.scriptMsPerWindow` per window; beyond that it gets a 429. When a place frees up the
 * waiting clients are served round robin (one request each in turn), so one client's 30 queued
 * scripts never go before another client's one.
 */
export function createScriptQueue(options: ScriptQueueOptions): ScriptQueue {
  const { capacity, quotas, runLimitMs } = options;
  const now = options.now ?? (() => performance.now());
  const clients = new Map<string, ClientState>();
  /** Keys of clients with waiters, in turn order (the one served last goes to the back). */
  const turn: string[] = [];
  let running = 0;
  let waiting = 0;
  let sweptAt = now();

  const spentMs = (state: ClientState, at: number): number => {
    while (state.spent.length > 0 && state.spent[0]!.end <= at - SCRIPT_BUDGET_WINDOW_MS) {
      state.spent.shift();
    }
    const done = state.spent.reduce((sum, s) => sum + s.ms, 0);
    return state.starts.reduce((sum, start) => sum + (at - start), done);
  };

  /** The 429 of a client over its budget: until enough finished time is a window old. */
  const budgetError = (state: ClientState, at: number): Error => {
    let over = spentMs(state, at) - state.quota.scriptMsPerWindow;
    let until = at + SCRIPT_BUDGET_WINDOW_MS;
    for (const s of state.spent) {
      over -= s.ms;
      if (over < 0) {
        until = s.end + SCRIPT_BUDGET_WINDOW_MS;
        break;
      }
    }
    return scriptQuotaError(SCRIPT_REFUSAL.budget, until - at);
  };

  /** The 429 of a client whose places are all taken: until its oldest run must have ended. */
  const busyError = (state: ClientState, at: number): Error => {
    const oldest = state.starts.length > 0 ? Math.min(...state.starts) : oldestStart(at);
    return scriptQuotaError(SCRIPT_REFUSAL.busy, oldest + runLimitMs - at);
  };

  const oldestStart = (at: number): number => {
    let oldest = at;
    for (const state of clients.values())
      for (const s of state.starts) oldest = Math.min(oldest, s);
    return oldest;
  };

  const forget = (key: string, state: ClientState) => {
    if (state.starts.length === 0 && state.waiters.length === 0 && state.spent.length === 0) {
      clients.delete(key);
    }
  };

  /** Drops idle clients whose spent time has left the window (at most once a window). */
  const sweep = (at: number) => {
    if (at - sweptAt < SCRIPT_BUDGET_WINDOW_MS) return;
    sweptAt = at;
    for (const [key, state] of clients) {
      spentMs(state, at);
      forget(key, state);
    }
  };

  const start = (key: string, state: ClientState): (() => void) => {
    const started = now();
    running++;
    state.starts.push(started);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      running--;
      state.starts.splice(state.starts.indexOf(started), 1);
      const ended = now();
      state.spent.push({ end: ended, ms: ended - started });
      serve();
      forget(key, state);
    };
  };

  /** Fills free places from the waiting clients, round robin. */
  const serve = () => {
    while (running < capacity) {
      const at = turn.findIndex((key) => {
        const state = clients.get(key)!;
        return state.starts.length < state.quota.running;
      });
      if (at < 0) return;
      const key = turn.splice(at, 1)[0]!;
      const state = clients.get(key)!;
      const waiter = state.waiters.shift()!;
      waiting--;
      if (state.waiters.length > 0) turn.push(key);
      const time = now();
      if (spentMs(state, time) >= state.quota.scriptMsPerWindow) {
        waiter.refuse(budgetError(state, time));
        forget(key, state);
        continue;
      }
      waiter.grant();
    }
  };

  const refuse = (reason: ScriptRefusal, state: ClientState, at: number) =>
    Promise.reject(
      reason === SCRIPT_REFUSAL.budget ? budgetError(state, at) : busyError(state, at),
    );

  return {
    acquire(client, signal) {
      if (signal?.aborted) return Promise.reject(abortError(signal));
      const at = now();
      sweep(at);
      let state = clients.get(client.key);
      if (!state) {
        const quota = client.signedIn ? quotas.signedIn : quotas.anonymous;
        state = { quota, starts: [], waiters: [], spent: [] };
        clients.set(client.key, state);
      }
      const { quota } = state;
      if (spentMs(state, at) >= quota.scriptMsPerWindow) {
        return refuse(SCRIPT_REFUSAL.budget, state, at);
      }
      // Free places with clients waiting means those wait for their own quota: no one to pass.
      if (running < capacity && state.starts.length < quota.running && state.waiters.length === 0) {
        return Promise.resolve(start(client.key, state));
      }
      if (state.waiters.length >= quota.queued) return refuse(SCRIPT_REFUSAL.busy, state, at);
      const held = state;
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          const index = held.waiters.indexOf(waiter);
          if (index < 0) return;
          held.waiters.splice(index, 1);
          waiting--;
          if (held.waiters.length === 0) turn.splice(turn.indexOf(client.key), 1);
          forget(client.key, held);
          reject(abortError(signal!));
        };
        const waiter: Waiter = {
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve(start(client.key, held));
          },
          refuse: (error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        held.waiters.push(waiter);
        waiting++;
        if (!turn.includes(client.key)) turn.push(client.key);
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting;
    },
  };
}
