import { Worker } from 'node:worker_threads';
import type { GdalInfo } from './gdal-info';
import { gdalErrorLine, gdalFailed, unreadable } from './gdal-failure';
import type { GdalRunner } from './gdal-runner';
import { GDAL_BACKEND } from './gdal-runner';

/** Options of the WebAssembly backend. */
export interface WasmGdalOptions {
  /** GDAL's block cache in MB (GDAL_CACHEMAX); 128 by default (WebAssembly memory never shrinks). */
  readonly cacheMb?: number;
}

type Job =
  | { readonly op: 'info'; readonly input: string }
  | {
      readonly op: 'translate' | 'warp';
      readonly input: string;
      readonly output: string;
      readonly args: readonly string[];
    };

type Reply =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string; readonly stderr: string };

class WorkerFailure extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

/**
 * GDAL compiled to WebAssembly (gdal3.js, from npm: its .wasm and .data files ship in the package,
 * nothing is fetched). It runs in one worker thread that takes one job at a time; start it once and
 * share it, as it takes about a second to start.
 */
export function createWasmGdal(options: WasmGdalOptions = {}): GdalRunner {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
    worker = undefined;
  };

  const started = (): Worker => {
    if (worker) return worker;
    const created = new Worker(new URL('./wasm-worker.mjs', import.meta.url), {
      workerData: { cacheMb: options.cacheMb ?? 128 },
    });
    created.unref();
    created.on('message', (reply: Reply) => {
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.result);
      else waiter.reject(new WorkerFailure(reply.message, reply.stderr));
    });
    created.on('error', (error) => failAll(error));
    created.on('exit', (code) => failAll(new Error(`the GDAL worker stopped (exit code ${code})`)));
    worker = created;
    return created;
  };

  const call = (job: Job): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      const current = started();
      if (pending.size === 1) current.ref();
      current.postMessage({ ...job, id });
    }).finally(() => {
      if (pending.size === 0) worker?.unref();
    });

  // Paths inside the worker are the real ones under /output.
  const detail = (error: unknown) =>
    (error instanceof WorkerFailure
      ? gdalErrorLine(error.stderr || error.message)
      : error instanceof Error
        ? error.message
        : String(error)
    ).replaceAll('/output/', '/');

  return {
    backend: GDAL_BACKEND.wasm,
    async info(input) {
      try {
        return (await call({ op: 'info', input })) as GdalInfo;
      } catch (error) {
        throw unreadable(detail(error), error);
      }
    },
    async translate(input, output, args) {
      try {
        await call({ op: 'translate', input, output, args: [...args] });
      } catch (error) {
        throw gdalFailed('gdal_translate', detail(error), error);
      }
    },
    async warp(input, output, args) {
      try {
        await call({ op: 'warp', input, output, args: [...args] });
      } catch (error) {
        throw gdalFailed('gdalwarp', detail(error), error);
      }
    },
    async close() {
      const current = worker;
      worker = undefined;
      if (current) await current.terminate();
    },
  };
}
