// Entry of a render worker thread (see render-pool.ts): renders jobs posted by the pool.
import { parentPort } from 'node:worker_threads';
import { evalscriptStage } from './evalscript-stage';
import type { PixelStage, StageRef } from './pixel-stage';
import { TRUE_COLOR_STAGE } from './pixel-stage';
import { renderImage } from './render-image';
import type { RenderRequest } from './render-image';

/** A render request whose stage is given by reference. */
export type RenderJob = Omit<RenderRequest, 'stage' | 'signal'> & { readonly stage: StageRef };

const stages = new Map<string, PixelStage>();

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
    default: {
      const never: never = ref;
      throw new Error(`Unknown stage ${String(never)}`);
    }
  }
}

parentPort?.on('message', async ({ id, job }: { id: number; job: RenderJob }) => {
  try {
    const result = await renderImage({ ...job, stage: stageOf(job.stage) });
    const image = new Uint8Array(result.image);
    parentPort!.postMessage({ id, image, rgba: result.rgba, timings: result.timings }, [
      image.buffer as ArrayBuffer,
      result.rgba.buffer as ArrayBuffer,
    ]);
  } catch (error) {
    const e = error as { message?: string; statusCode?: number; code?: string };
    parentPort!.postMessage({
      id,
      error: { message: e.message ?? String(error), statusCode: e.statusCode, code: e.code },
    });
  }
});
