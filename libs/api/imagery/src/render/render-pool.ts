import { Worker } from 'node:worker_threads';
import type { Transferable } from 'node:worker_threads';
import { IMAGERY_ERROR_CODE, ImageryError } from '../imagery-error';
import type { ImageryErrorCode } from '../imagery-error';
import type { RenderResult, RenderRequest } from './render-image';
import { renderImage } from './render-image';
import type { RenderJob, WorkerMessage } from './render-worker';

function abortReason(signal: AbortSignal): Error {
  if (signal.reason instanceof Error) return signal.reason;
  const error = new Error('The render was aborted');
  error.name = 'AbortError';
  return error;
}

/** Renders on worker threads; `close()` stops them. */
export interface RenderPool {
  render(request: RenderRequest): Promise<RenderResult>;
  /**
   * Runs a task of a kind named in the pool's `tasks` on a worker: `payload` is posted (its
   * `transfer` list moved, not copied) and the task's answer comes back.
   */
  run<T>(kind: string, payload: unknown, transfer?: readonly Transferable[]): Promise<T>;
  /**
   * Starts every worker and resolves once each has loaded its modules (warm-up at server start:
   * the first render then pays no thread start nor module loading).
   */
  warm(): Promise<void>;
  /** Worker threads running now (none until the first render, none again after idling). */
  workers(): number;
  close(): Promise<void>;
}

/** Options of {@link createRenderPool}. */
export interface RenderPoolOptions {
  /** Milliseconds without work before the workers stop (default 5 minutes). */
  readonly idleMs?: number;
  /**
   * Task modules the workers load besides rendering, by kind: each module exports
   * `runTask(payload)` returning `{ result, transfer? }` (see `run`).
   */
  readonly tasks?: Readonly<Record<string, URL>>;
}

interface Reply {
  readonly id: number;
  readonly image?: Uint8Array;
  readonly rgba?: Uint8Array;
  readonly timings?: RenderResult['timings'];
  /** A task's answer (see `run`). */
  readonly result?: unknown;
  readonly error?: { message: string; statusCode?: number; code?: string; name?: string };
}

/** Posted once by a worker when its modules are loaded. */
interface ReadyMessage {
  readonly ready: true;
}

/** How long render workers stay up without work before they stop (5 minutes). */
const DEFAULT_IDLE_MS = 5 * 60_000;

interface Slot {
  readonly worker: Worker;
  busy: number;
  /** Resolves once the worker has loaded its modules. */
  readonly ready: Promise<void>;
}

interface Waiter {
  readonly slot: Slot;
  /** A task's waiter takes `result`; a render's the image, RGBA and timings. */
  readonly task: boolean;
  resolve: (r: never) => void;
  reject: (e: Error) => void;
}

/** Resolves or rejects a waiting render with a worker's reply. */
function settle(waiter: Waiter, reply: Reply): void {
  if (!reply.error && waiter.task) {
    (waiter.resolve as (r: unknown) => void)(reply.result);
    return;
  }
  if (!reply.error) {
    (waiter.resolve as (r: RenderResult) => void)({
      // A view of the transferred bytes, not a copy.
      image: Buffer.from(reply.image!.buffer, reply.image!.byteOffset, reply.image!.byteLength),
      rgba: reply.rgba!,
      timings: reply.timings!,
    });
    return;
  }
  const { message, statusCode, code, name } = reply.error;
  if (name === 'AbortError') {
    const aborted = new Error(message);
    aborted.name = 'AbortError';
    waiter.reject(aborted);
    return;
  }
  waiter.reject(
    statusCode
      ? new ImageryError(
          statusCode,
          (code ?? IMAGERY_ERROR_CODE.badRequest) as ImageryErrorCode,
          message,
        )
      : new Error(message),
  );
}

/**
 * A pool of up to `size` render workers, started on demand and stopped after `idleMs` without
 * work (each renders whole requests, so the event loop stays free and requests run in parallel).
 * Requests whose stage has no `ref` render in-process. A request's abort signal is forwarded: the
 * worker stops the render (reads, and a user script's isolate). The worker loads its TypeScript
 * source through tsx (`render-worker-entry.mjs`), as the server does.
 */
export function createRenderPool(size: number, options: RenderPoolOptions = {}): RenderPool {
  const url = new URL('./render-worker-entry.mjs', import.meta.url);
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const tasks = Object.fromEntries(
    Object.entries(options.tasks ?? {}).map(([kind, href]) => [kind, href.href]),
  );
  const pending = new Map<number, Waiter>();
  let nextId = 0;
  let slots: Slot[] = [];
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  // Workers start with the first render and stop after `idleMs` without work: an idle server
  // holds no render threads (each is a V8 isolate with its own heap and loaded modules).
  const stopWhenIdle = () => {
    clearTimeout(idleTimer);
    if (pending.size > 0 || slots.length === 0) return;
    idleTimer = setTimeout(() => {
      if (pending.size > 0) return;
      const stopping = slots;
      slots = [];
      for (const s of stopping) void s.worker.terminate();
    }, idleMs);
    idleTimer.unref();
  };

  const startSlot = (): Slot => {
    const worker = new Worker(url, { workerData: { tasks } });
    worker.unref();
    let loaded = () => {};
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    const slot: Slot = { worker, busy: 0, ready };
    // A worker that fails before it is ready still settles `ready` (its error fails its jobs).
    worker.once('error', () => loaded());
    worker.once('exit', () => loaded());
    worker.on('message', (reply: Reply | ReadyMessage) => {
      if ('ready' in reply) {
        loaded();
        return;
      }
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      slot.busy--;
      stopWhenIdle();
      if (waiter) settle(waiter, reply);
    });
    // A crashed worker fails its own jobs instead of leaving them waiting, and is replaced.
    worker.on('error', (error) => {
      for (const [id, waiter] of pending) {
        if (waiter.slot !== slot) continue;
        pending.delete(id);
        waiter.reject(error);
      }
      slot.busy = 0;
      slots = slots.filter((s) => s !== slot);
      stopWhenIdle();
    });
    return slot;
  };

  const pickSlot = (): Slot => {
    clearTimeout(idleTimer);
    const free = slots.find((s) => s.busy === 0);
    if (free) return free;
    if (slots.length < size) {
      const slot = startSlot();
      slots.push(slot);
      return slot;
    }
    return slots.reduce((a, b) => (b.busy < a.busy ? b : a));
  };

  return {
    render(request) {
      const { stage, signal, ...rest } = request;
      if (!stage.ref || size <= 0) return renderImage(request);
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      const slot = pickSlot();
      const id = nextId++;
      slot.busy++;
      const job: RenderJob = { ...rest, stage: stage.ref };
      // The abort reaches the worker, which stops reading and disposes a script's isolate.
      const onAbort = () => slot.worker.postMessage({ id, abort: true } satisfies WorkerMessage);
      signal?.addEventListener('abort', onAbort, { once: true });
      return new Promise<RenderResult>((resolve, reject) => {
        pending.set(id, { slot, task: false, resolve, reject });
        slot.worker.postMessage({ id, job } satisfies WorkerMessage);
      }).finally(() => signal?.removeEventListener('abort', onAbort));
    },
    run<T>(kind: string, payload: unknown, transfer: readonly Transferable[] = []) {
      if (!(kind in tasks)) return Promise.reject(new Error(`The pool has no task ${kind}`));
      const slot = pickSlot();
      const id = nextId++;
      slot.busy++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { slot, task: true, resolve, reject });
        slot.worker.postMessage({ id, task: { kind, payload } } satisfies WorkerMessage, transfer);
      });
    },
    async warm() {
      clearTimeout(idleTimer);
      while (slots.length < size) slots.push(startSlot());
      await Promise.all(slots.map((s) => s.ready));
      stopWhenIdle();
    },
    workers: () => slots.length,
    async close() {
      clearTimeout(idleTimer);
      const stopping = slots;
      slots = [];
      await Promise.all(stopping.map((s) => s.worker.terminate()));
    },
  };
}
