import {
  buildModuleSource,
  compileWithFunction,
  normalizeSetup,
  parseEvalscript,
  runEvalscript,
} from '@unfurl/imagery-core';
import type { CompileEvalscript, Mosaicking, SceneInput } from '@unfurl/imagery-core';
import type { StageRaster } from '../encode/raster-geotiff';
import type { BandArrays, PixelStage, StageContext } from './pixel-stage';

/** What a render needs to know of a script's `setup()` before reading any data. */
export interface EvalscriptSetupInfo {
  /** `setup().input` without `dataMask`; the band globals of a legacy script. */
  readonly inputBands: string[];
  /** `setup().mosaicking`; SIMPLE for legacy scripts. */
  readonly mosaicking: Mosaicking;
}

/** The bands and mosaicking of a script (its `setup()` runs once, compiled by `compile`). */
export function evalscriptSetupInfo(
  source: string,
  compile: CompileEvalscript = compileWithFunction,
): EvalscriptSetupInfo {
  const parsed = parseEvalscript(source);
  if (!parsed.defines.setup) return { inputBands: [...parsed.globalBands], mosaicking: 'SIMPLE' };
  const module = compile(buildModuleSource(source, parsed));
  const setup = normalizeSetup(module.setup());
  return {
    inputBands: setup.input.map((b) => b.name).filter((name) => name !== 'dataMask'),
    mosaicking: setup.mosaicking,
  };
}

/** The bands a script reads: `setup().input` of a V3 script, the band globals of a legacy one. */
export function evalscriptInputBands(
  source: string,
  compile: CompileEvalscript = compileWithFunction,
): string[] {
  return evalscriptSetupInfo(source, compile).inputBands;
}

/**
 * The runtime's data options of a stage call: the mosaicked bands (SIMPLE), or for ORBIT/TILE
 * scripts one scene per acquisition with its date and cloud cover, and the time range.
 */
export function runtimeData(
  bands: BandArrays,
  context: StageContext | undefined,
): { bands?: BandArrays; scenes?: SceneInput[]; from?: string; to?: string } {
  if (!context?.scenes) {
    const { dataMask, ...rest } = bands;
    return { bands: { ...rest, dataMask: dataMask! } };
  }
  return {
    scenes: context.scenes.map((s) => ({
      date: s.date,
      cloudCoverage: s.cloudCoverage,
      bands: s.bands,
    })),
    ...(context.from === undefined ? {} : { from: context.from }),
    ...(context.to === undefined ? {} : { to: context.to }),
  };
}

/** Turns an output of 1 (grey), 2 (grey + alpha), 3 (RGB) or 4 (RGBA) bytes per pixel into RGBA. */
export function toRgba(data: ArrayLike<number>, bands: number, mask: Float32Array): Uint8Array {
  const pixels = mask.length;
  const out = new Uint8ClampedArray(pixels * 4);
  for (let p = 0, q = 0, s = 0; p < pixels; p++, q += 4, s += bands) {
    const r = data[s]!;
    const g = bands >= 3 ? data[s + 1]! : r;
    const b = bands >= 3 ? data[s + 2]! : r;
    const a = bands === 4 ? data[s + 3]! : bands === 2 ? data[s + 1]! : mask[p] === 0 ? 0 : 255;
    out[q] = r;
    out[q + 1] = g;
    out[q + 2] = b;
    out[q + 3] = a;
  }
  return new Uint8Array(out.buffer);
}

/**
 * A pixel stage that runs a trusted (built-in) evalscript with `@unfurl/imagery-core`'s runtime
 * (Sentinel Hub semantics) and converts its default output to RGBA; compiled with `new Function`
 * and kept warm. User scripts run in an isolate instead (`sandbox/sandboxed-stage.ts`). ORBIT and
 * TILE scripts get one sample per scene (`context.scenes`).
 */
export function evalscriptStage(name: string, source: string): PixelStage {
  const setup = evalscriptSetupInfo(source);
  const raster = (
    bands: BandArrays,
    width: number,
    height: number,
    _signal?: AbortSignal,
    context?: StageContext,
  ): StageRaster => {
    const result = runEvalscript({
      source,
      width,
      height,
      ...runtimeData(bands, context),
      reuse: true,
    });
    return result.outputs.find((o) => o.id === 'default') ?? result.outputs[0]!;
  };
  return {
    name,
    inputBands: setup.inputBands,
    mosaicking: setup.mosaicking,
    ref: { kind: 'evalscript', name, source },
    raster,
    run(
      bands: BandArrays,
      width: number,
      height: number,
      signal?: AbortSignal,
      context?: StageContext,
    ) {
      const output = raster(bands, width, height, signal, context);
      // Four bytes per pixel already are RGBA (the array is this run's own): no second pass.
      if (output.bands === 4 && output.data instanceof Uint8Array) return output.data;
      return toRgba(output.data, output.bands, bands['dataMask']!);
    },
  };
}
