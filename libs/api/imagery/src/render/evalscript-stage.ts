import {
  buildModuleSource,
  compileWithFunction,
  normalizeSetup,
  parseEvalscript,
  runEvalscript,
} from '@unfurl/imagery-core';
import type { CompileEvalscript } from '@unfurl/imagery-core';
import type { BandArrays, PixelStage } from './pixel-stage';

/** The bands a script reads: `setup().input` of a V3 script, the band globals of a legacy one. */
export function evalscriptInputBands(
  source: string,
  compile: CompileEvalscript = compileWithFunction,
): string[] {
  const parsed = parseEvalscript(source);
  if (!parsed.defines.setup) return [...parsed.globalBands];
  const module = compile(buildModuleSource(source, parsed));
  return normalizeSetup(module.setup())
    .input.map((b) => b.name)
    .filter((name) => name !== 'dataMask');
}

/** Turns an output of 1 (grey), 2 (grey + alpha), 3 (RGB) or 4 (RGBA) bytes per pixel into RGBA. */
function toRgba(data: ArrayLike<number>, bands: number, mask: Float32Array): Uint8Array {
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
 * A pixel stage that runs an evalscript with `@unfurl/imagery-core`'s runtime (Sentinel Hub
 * semantics) and converts its default output to RGBA. Compiled with `new Function` and kept warm:
 * only for trusted (built-in) scripts until the isolate compiler lands.
 */
export function evalscriptStage(name: string, source: string): PixelStage {
  return {
    name,
    inputBands: evalscriptInputBands(source),
    ref: { kind: 'evalscript', name, source },
    run(bands: BandArrays, width: number, height: number) {
      const { dataMask, ...rest } = bands;
      const result = runEvalscript({
        source,
        width,
        height,
        bands: { ...rest, dataMask: dataMask! },
        reuse: true,
      });
      const output = result.outputs.find((o) => o.id === 'default') ?? result.outputs[0]!;
      return toRgba(output.data, output.bands, dataMask!);
    },
  };
}
