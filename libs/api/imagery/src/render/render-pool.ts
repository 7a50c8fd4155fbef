import { Worker } from 'node:worker_threads';
import { IMAGERY_ERROR_CODE, ImageryError } from '../imagery-error';
import type { ImageryErrorCode } from '../imagery-error';
import type { RenderResult, RenderRequest } from './render-image';
import { renderImage } from './render-image';
import type { RenderJob } from './render-worker';

/** Renders on worker threads; `close()` stops them. */
export interface RenderPool {
  render(request: RenderRequest): Promise<RenderResult>;
  close(): Promise<void>;
}

interface Reply {
  readonly id: number;
  readonly image?: Uint8Array;
  readonly rgba?: Uint8Array;
  readonly timings?: RenderResult['timings'];
  readonly error?: { message: string; statusCode?: number; code?: string };
}

interface Slot {
  readonly worker: Worker;
  busy: number;
}

/**
 * A pool of `size` render workers (each renders whole requests, so the event loop stays free
 * and requests run in parallel). Requests whose stage has no `ref` render in-process. The worker
 * loads its TypeScript source through tsx (`render-worker-entry.mjs`), as the server does.
 */
export function createRenderPool(size: number): RenderPool {
  const url = new URL('./render-worker-entry.mjs', import.meta.url);
  const pending = new Map<
    number,
    { slot: Slot; resolve: (r: RenderResult) => void; reject: (e: Error) => void }
  >();
  let nextId = 0;
  const slots: Slot[] = Array.from({ length: size }, () => {
    const worker = new Worker(url);
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      slot.busy--;
      if (!waiter) return;
      if (reply.error) {
        const { message, statusCode, code } = reply.error;
        waiter.reject(
          statusCode
            ? new ImageryError(
                statusCode,
                (code ?? IMAGERY_ERROR_CODE.badRequest) as ImageryErrorCode,
                message,
              )
            : new Error(message),
        );
        return;
      }
      waiter.resolve({
        image: Buffer.from(reply.image!),
        rgba: reply.rgba!,
        timings: reply.timings!,
      });
    });
    // A crashed worker fails its own jobs instead of leaving them waiting.
    worker.on('error', (error) => {
      for (const [id, waiter] of pending) {
        if (waiter.slot !== slot) continue;
        pending.delete(id);
        waiter.reject(error);
      }
      slot.busy = 0;
    });
    const slot: Slot = { worker, busy: 0 };
    return slot;
  });
  return {
    render(request) {
      const { stage, signal: _signal, ...rest } = request;
      if (!stage.ref || slots.length === 0) return renderImage(request);
      const slot = slots.reduce((a, b) => (b.busy < a.busy ? b : a));
      const id = nextId++;
      slot.busy++;
      const job: RenderJob = { ...rest, stage: stage.ref };
      return new Promise<RenderResult>((resolve, reject) => {
        pending.set(id, { slot, resolve, reject });
        slot.worker.postMessage({ id, job });
      });
    },
    async close() {
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
