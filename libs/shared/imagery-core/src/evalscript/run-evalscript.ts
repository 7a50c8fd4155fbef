import { ALL_VALID, checkLength, computeDataMask, mosaicScenes, resolveBand } from './band-sources';
import type { BandInput, ResolvedBand } from './band-sources';
import { compileWithFunction } from './compile';
import type { CompileEvalscript, EvalscriptModule, PixelResult } from './compile';
import { EVALSCRIPT_ERROR_CODE, EvalscriptError, toEvalscriptError } from './evalscript-error';
import { buildModuleSource } from './module-source';
import { normalizeOutput, normalizeSetup } from './normalize-setup';
import type { Mosaicking, NormalizedSetup, SetupOutput } from './normalize-setup';
import { parseEvalscript } from './parse-evalscript';
import type { EvalscriptKind } from './parse-evalscript';
import type { SampleType } from './sample-type';
import { sceneEntries, keptScenes, orderScenes } from './scenes';
import type { SceneInput, MosaickingOrder } from './scenes';

/** What to run and on which data. */
export interface RunEvalscriptOptions {
  readonly source: string;
  readonly width: number;
  readonly height: number;
  /** The bands of a single scene (ignored when `scenes` is given). */
  readonly bands?: Readonly<Record<string, BandInput>>;
  /** Several scenes (dates): ORBIT/TILE scripts get one sample per scene. */
  readonly scenes?: readonly SceneInput[];
  /** Scene order (default mostRecent, as Sentinel Hub). */
  readonly mosaickingOrder?: MosaickingOrder;
  /** The search interval, as `collections.from/to` in `preProcessScenes`. */
  readonly from?: string;
  readonly to?: string;
  readonly customData?: unknown;
  /** Compiler of the module source; default `new Function` (trusted code only). */
  readonly compile?: CompileEvalscript;
  /**
   * Keep the compiled script (and its generated pixel loops) for the next run of the same source
   * with the same compiler, so the JIT stays warm. Only for scripts without mutable global state
   * (all built-ins); default false: every run starts from a fresh script.
   */
  readonly reuse?: boolean;
}

/** One rendered output, pixel-interleaved: pixel i band b is `data[i × bands + b]`. */
export interface EvalscriptOutput {
  readonly id: string;
  readonly bands: number;
  readonly sampleType: SampleType;
  readonly data: PixelResult['data'][number];
}

/** The result of a run. */
export interface EvalscriptResult {
  readonly kind: EvalscriptKind;
  readonly mosaicking: Mosaicking;
  readonly outputs: readonly EvalscriptOutput[];
  /** `outputMetadata.userData` as set by the script (userdata.json). */
  readonly userData: unknown;
}

function guarded<T>(what: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw toEvalscriptError(error, EVALSCRIPT_ERROR_CODE.RUNTIME, what);
  }
}

const warm = new WeakMap<CompileEvalscript, Map<string, EvalscriptModule>>();

function compileModule(options: RunEvalscriptOptions, kind: EvalscriptKind): EvalscriptModule {
  if (!options.reuse) return compileFresh(options, kind);
  const compile = options.compile ?? compileWithFunction;
  const modules = warm.get(compile) ?? new Map<string, EvalscriptModule>();
  warm.set(compile, modules);
  let module = modules.get(options.source);
  if (!module) {
    module = compileFresh(options, kind);
    if (modules.size >= 32) modules.delete(modules.keys().next().value as string);
    modules.set(options.source, module);
  }
  return module;
}

function compileFresh(options: RunEvalscriptOptions, kind: EvalscriptKind): EvalscriptModule {
  const source = buildModuleSource(options.source, parseEvalscript(options.source));
  try {
    return (options.compile ?? compileWithFunction)(source);
  } catch (error) {
    const syntax = error instanceof SyntaxError || /SyntaxError/.test(String(error));
    throw toEvalscriptError(
      error,
      syntax ? EVALSCRIPT_ERROR_CODE.SYNTAX : EVALSCRIPT_ERROR_CODE.RUNTIME,
      syntax ? '' : `while loading the ${kind} script`,
    );
  }
}

function checkSize(width: number, height: number): void {
  if (![width, height].every((v) => Number.isInteger(v) && v >= 1)) {
    throw new EvalscriptError(
      EVALSCRIPT_ERROR_CODE.BAD_INPUT,
      `width and height must be whole numbers from 1, got ${width} x ${height}.`,
    );
  }
}

/** Resolves the requested bands of one scene; dataMask is computed when the data has none. */
function sceneBands(
  scene: SceneInput,
  setup: NormalizedSetup,
  pixels: number,
): { bands: ResolvedBand[]; mask: ResolvedBand } {
  const requested = setup.input.filter((b) => b.name !== 'dataMask');
  const bands = requested.map((b) => {
    const input = scene.bands[b.name];
    if (input === undefined) {
      throw new EvalscriptError(
        EVALSCRIPT_ERROR_CODE.UNKNOWN_BAND,
        `Unknown band "${b.name}": the data has ${Object.keys(scene.bands).join(', ') || 'no bands'} (and dataMask).`,
      );
    }
    const resolved = resolveBand(b.name, input, b.unit);
    checkLength(b.name, resolved.data, pixels);
    return resolved;
  });
  const maskInput = scene.bands['dataMask'];
  const mask: ResolvedBand =
    maskInput !== undefined
      ? resolveBand('dataMask', maskInput, 'DN')
      : maskBand(computeDataMask(bands, pixels));
  if (mask.scale !== 0) checkLength('dataMask', mask.data, pixels);
  return {
    bands: setup.input.map((b) => (b.name === 'dataMask' ? mask : (bands.shift() as ResolvedBand))),
    mask,
  };
}

/**
 * Runs an evalscript (V3, V1/V2 or a simple script with band globals) over band arrays with
 * Sentinel Hub semantics (notes §1): setup → preProcessScenes → updateOutput → evaluatePixel per
 * pixel → updateOutputMetadata. Throws {@link EvalscriptError} saying what is wrong.
 */
export function runEvalscript(options: RunEvalscriptOptions): EvalscriptResult {
  const { width, height } = options;
  checkSize(width, height);
  const pixels = width * height;
  const kind = parseEvalscript(options.source).kind;
  const module = compileModule(options, kind);
  const setup = guarded('in setup()', () => normalizeSetup(module.setup()));
  const arrayMode = kind === 'V1' || setup.mosaicking !== 'SIMPLE';
  const ordered = orderScenes(
    options.scenes ?? [{ bands: options.bands ?? {} }],
    options.mosaickingOrder,
  );
  const entries = sceneEntries(ordered, setup.mosaicking);
  const collections = {
    scenes: setup.mosaicking === 'TILE' ? { tiles: entries } : { orbits: entries },
    from: options.from ?? '',
    to: options.to ?? '',
  };
  const kept = arrayMode
    ? keptScenes(
        guarded('in preProcessScenes()', () => module.preProcessScenes(collections)),
        setup.mosaicking,
        entries,
      )
    : entries;
  const outputs = updatedOutputs(module, setup.output, kept);
  const resolved = kept.map((e) => sceneBands(ordered[e.__index] as SceneInput, setup, pixels));
  const loopScenes =
    !arrayMode && resolved.length > 1
      ? [
          mosaicScenes(
            resolved.map((r) => r.bands),
            resolved.map(maskArray),
            pixels,
          ),
        ]
      : resolved.map((r) => r.bands);
  const flat = loopScenes.flat();
  const scenesArg = setup.mosaicking === 'TILE' ? { tiles: kept } : { orbits: kept };
  const result = guarded('in evaluatePixel()', () =>
    module.run({
      width,
      height,
      mosaicking: setup.mosaicking,
      names: setup.input.map((b) => b.name),
      sceneCount: loopScenes.length,
      arrays: flat.map((b) => b.data),
      scales: flat.map((b) => b.scale),
      offsets: flat.map((b) => b.offset),
      outputs,
      scenes: scenesArg,
      inputMetadata: { serviceVersion: '3', normalizationFactor: 0.0001 },
      customData: options.customData ?? {},
    }),
  );
  const finalOutputs: readonly SetupOutput[] =
    kind === 'SIMPLE'
      ? [{ id: 'default', bands: result.bands[0] ?? 1, sampleType: 'AUTO' }]
      : outputs;
  return {
    kind,
    mosaicking: setup.mosaicking,
    outputs: finalOutputs.map((o, j) => ({
      id: o.id,
      bands: o.bands,
      sampleType: o.sampleType,
      data: result.data[j] as EvalscriptOutput['data'],
    })),
    userData: result.userData,
  };
}

function maskBand(mask: Uint8Array | undefined): ResolvedBand {
  return mask ? { data: mask, scale: 1, offset: 0, noData: undefined } : ALL_VALID;
}

function maskArray(scene: { mask: ResolvedBand }): Uint8Array {
  const data = scene.mask.data;
  return data instanceof Uint8Array ? data : Uint8Array.from(data);
}

function updatedOutputs(
  module: EvalscriptModule,
  declared: readonly SetupOutput[],
  kept: readonly unknown[],
): SetupOutput[] {
  if (!declared.length) return [];
  const byId = Object.fromEntries(declared.map((o) => [o.id, { ...o }]));
  const updated = guarded('in updateOutput()', () =>
    module.updateOutput(byId, { scenes: kept }),
  ) as Record<string, unknown>;
  return declared.map((o) =>
    guarded('in updateOutput()', () => normalizeOutput(updated[o.id] ?? o, o.id)),
  );
}
