import type { Mosaicking } from '@unfurl/imagery-core';
import type { StageRaster } from '../encode/raster-geotiff';
import { runtimeData, toRgba } from './evalscript-stage';
import type { BandArrays, PixelStage, StageContext } from './pixel-stage';
import { runSandboxedEvalscript, sandboxedSetupInfo } from '../sandbox/evalscript-sandbox';
import { scriptError } from '../sandbox/sandbox-errors';
import { DEFAULT_SANDBOX_LIMITS } from '../sandbox/sandbox-limits';
import type { SandboxLimits } from '../sandbox/sandbox-limits';

/**
 * A pixel stage that runs a user evalscript in an isolate (one per render) and turns its default
 * output into RGBA. ORBIT and TILE scripts get one sample per scene (`context.scenes`). `ref` lets
 * a render worker rebuild it (the pool renders it off the main thread).
 */
export function sandboxedStage(
  name: string,
  source: string,
  inputBands: readonly string[],
  limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS,
  mosaicking: Mosaicking = 'SIMPLE',
): PixelStage {
  const raster = async (
    bands: BandArrays,
    width: number,
    height: number,
    signal?: AbortSignal,
    context?: StageContext,
  ): Promise<StageRaster> => {
    const result = await runSandboxedEvalscript({
      source,
      width,
      height,
      ...runtimeData(bands, context),
      limits,
      signal,
    });
    const output = result.outputs.find((o) => o.id === 'default') ?? result.outputs[0];
    if (!output) throw scriptError(new Error('The script declares no output.'));
    return output;
  };
  return {
    name,
    inputBands,
    mosaicking,
    ref: { kind: 'sandboxed', name, source, inputBands: [...inputBands], limits, mosaicking },
    raster,
    async run(
      bands: BandArrays,
      width: number,
      height: number,
      signal?: AbortSignal,
      context?: StageContext,
    ) {
      const output = await raster(bands, width, height, signal, context);
      return toRgba(output.data, output.bands, bands['dataMask']!);
    },
  };
}

/**
 * A {@link sandboxedStage} whose input bands and mosaicking come from the script's `setup()` (in
 * an isolate).
 */
export async function createSandboxedStage(
  name: string,
  source: string,
  limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS,
  signal?: AbortSignal,
): Promise<PixelStage> {
  const setup = await sandboxedSetupInfo(source, limits, signal);
  return sandboxedStage(name, source, setup.inputBands, limits, setup.mosaicking);
}
