// Entry of a render worker thread (see render-pool.ts): renders jobs posted by the pool.
import { parentPort, workerData } from 'node:worker_threads';
import type { Transferable } from 'node:worker_threads';
import { sandboxedStage } from './sandboxed-stage';
import { evalscriptStage } from './evalscript-stage';
import type { PixelStage, StageRef } from './pixel-stage';
import { TRUE_COLOR_STAGE } from './pixel-stage';
import { renderImage } from './render-image';
import type { RenderRequest } from './render-image';

/** A render request whose stage is given by reference. */
export type RenderJob = Omit<RenderRequest, 'stage' | 'signal'> & { readonly stage: StageRef };

/** A task of a kind the pool was given (`RenderPoolOptions.tasks`) and its payload. */
export interface TaskJob {
  readonly kind: string;
  readonly payload: unknown;
}

/** What a task module's `runTask` answers: the result and what of it to transfer. */
export interface TaskAnswer {
  readonly result: unknown;
  readonly transfer?: readonly Transferable[];
}

/** A task module's runner. */
export type RunTask = (payload: unknown) => Promise<TaskAnswer>;

/** What the pool posts: a job to render, a task, or the abort of a render. */
export type WorkerMessage =
  | { readonly id: number; readonly job: RenderJob }
  | { readonly id: number; readonly task: TaskJob }
  | { readonly id: number; readonly abort: true };

const taskRunners = new Map<string, Promise<RunTask>>();
const taskUrls = ((workerData as { tasks?: Record<string, string> } | null)?.tasks ?? {}) as Record<
  string,
  string
>;

/** Loads a task module once (they are loaded at start, before the worker says it is ready). */
function taskRunner(kind: string): Promise<RunTask> {
  let runner = taskRunners.get(kind);
  if (!runner) {
    const href = taskUrls[kind];
    runner = href
      ? (import(href) as Promise<{ runTask: RunTask }>).then((m) => m.runTask)
      : Promise.reject(new Error(`This worker has no task ${kind}`));
    taskRunners.set(kind, runner);
  }
  return runner;
}

const stages = new Map<string, PixelStage>();
const running = new Map<number, AbortController>();

function stageOf(ref: StageRef): PixelStage {
  switch (ref.kind) {
    case 'true-color':
      return TRUE_COLOR_STAGE;
    case 'evalscript': {
      let stage = stages.get(ref.source);
      if (!stage) {
        stage = evalscriptStage(ref.name, ref.source);
        stages.set(ref.source, stage);
      }
      return stage;
    }
    case 'sandboxed':
      // A fresh isolate per render: nothing of one user's script survives into the next render.
      return sandboxedStage(ref.name, ref.source, ref.inputBands, ref.limits, ref.mosaicking);
    default: {
      const never: never = ref;
      throw new Error(`Unknown stage ${String(never)}`);
    }
  }
}

parentPort?.on('message', async (message: WorkerMessage) => {
  const { id } = message;
  if ('abort' in message) {
    running.get(id)?.abort();
    return;
  }
  if ('task' in message) {
    try {
      const run = await taskRunner(message.task.kind);
      const { result, transfer = [] } = await run(message.task.payload);
      parentPort!.postMessage({ id, result }, transfer);
    } catch (error) {
      parentPort!.postMessage({ id, error: errorOf(error) });
    }
    return;
  }
  const abort = new AbortController();
  running.set(id, abort);
  try {
    const result = await renderImage({
      ...message.job,
      stage: stageOf(message.job.stage),
      signal: abort.signal,
    });
    // The encoder's buffer moves as it is when it owns its memory (a pooled small Buffer is
    // copied: moving it would detach the pool).
    const own =
      result.image.byteOffset === 0 && result.image.byteLength === result.image.buffer.byteLength;
    const image = own ? result.image : new Uint8Array(result.image);
    parentPort!.postMessage({ id, image, rgba: result.rgba, timings: result.timings }, [
      image.buffer as ArrayBuffer,
      result.rgba.buffer as ArrayBuffer,
    ]);
  } catch (error) {
    parentPort!.postMessage({ id, error: errorOf(error) });
  } finally {
    running.delete(id);
  }
});

function errorOf(error: unknown) {
  const e = error as { message?: string; statusCode?: number; code?: string; name?: string };
  return {
    message: e.message ?? String(error),
    statusCode: e.statusCode,
    code: e.code,
    name: e.name,
  };
}

// Task modules load now, so that a warmed worker runs its first task at once; then ready.
await Promise.all(Object.keys(taskUrls).map((kind) => taskRunner(kind).catch(() => undefined)));
parentPort?.postMessage({ ready: true });
