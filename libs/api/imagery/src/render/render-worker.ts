// Entry of a render worker thread (see render-pool.ts): renders jobs posted by the pool.
import { parentPort } from 'node:worker_threads';
import { sandboxedStage } from './sandboxed-stage';
import { evalscriptStage } from './evalscript-stage';
import type { PixelStage, StageRef } from './pixel-stage';
import { TRUE_COLOR_STAGE } from './pixel-stage';
import { renderImage } from './render-image';
import type { RenderRequest } from './render-image';

/** A render request whose stage is given by reference. */
export type RenderJob = Omit<RenderRequest, 'stage' | 'signal'> & { readonly stage: StageRef };

/** What the pool posts: a job to render, or the abort of one. */
export type WorkerMessage =
  { readonly id: number; readonly job: RenderJob } | { readonly id: number; readonly abort: true };

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
  const abort = new AbortController();
  running.set(id, abort);
  try {
    const result = await renderImage({
      ...message.job,
      stage: stageOf(message.job.stage),
      signal: abort.signal,
    });
    const image = new Uint8Array(result.image);
    parentPort!.postMessage({ id, image, rgba: result.rgba, timings: result.timings }, [
      image.buffer as ArrayBuffer,
      result.rgba.buffer as ArrayBuffer,
    ]);
  } catch (error) {
    const e = error as { message?: string; statusCode?: number; code?: string; name?: string };
    parentPort!.postMessage({
      id,
      error: {
        message: e.message ?? String(error),
        statusCode: e.statusCode,
        code: e.code,
        name: e.name,
      },
    });
  } finally {
    running.delete(id);
  }
});
