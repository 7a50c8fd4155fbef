import type { SampleType } from './sample-type';

/** A band array as read from a raster. */
export type BandArray =
  | Float32Array
  | Float64Array
  | Uint16Array
  | Int16Array
  | Uint8Array
  | Uint8ClampedArray
  | Int8Array
  | Uint32Array
  | Int32Array;

/** One output as the loop writes it. */
export interface LoopOutput {
  readonly id: string;
  readonly bands: number;
  readonly sampleType: SampleType;
}

/** Everything the pixel loop needs; plain data and typed arrays only (copyable into an isolate). */
export interface PixelJob {
  readonly width: number;
  readonly height: number;
  readonly mosaicking: string;
  /** Band names in sample order. */
  readonly names: readonly string[];
  readonly sceneCount: number;
  /** Scene-major: arrays[scene × names.length + band]. */
  readonly arrays: readonly BandArray[];
  /** value = raw × scale + offset, same indexing as `arrays`. */
  readonly scales: readonly number[];
  readonly offsets: readonly number[];
  readonly outputs: readonly LoopOutput[];
  /** The `scenes` argument of `evaluatePixel`. */
  readonly scenes: unknown;
  readonly inputMetadata: unknown;
  readonly customData: unknown;
}

/** What the loop returns: one interleaved array per output, and `outputMetadata.userData`. */
export interface PixelResult {
  readonly data: readonly (Uint8Array | Uint16Array | Int8Array | Int16Array | Float32Array)[];
  /** Band count per output (a simple script decides it at run time). */
  readonly bands: readonly number[];
  readonly userData: unknown;
}

/** The compiled script: four calls per render, each taking and returning copyable data. */
export interface EvalscriptModule {
  readonly kind: string;
  setup(): unknown;
  preProcessScenes(collections: unknown): unknown;
  updateOutput(outputs: unknown, collection: unknown): unknown;
  run(job: PixelJob): PixelResult;
}

/**
 * Turns a module source (a function body, see `buildModuleSource`) into a module. The default
 * uses `new Function`, for tests and trusted built-in scripts; the server passes one that
 * evaluates the body inside an isolate and proxies the four calls.
 */
export type CompileEvalscript = (moduleSource: string) => EvalscriptModule;

/** Default compiler: `new Function(body)()` in this context. Not a sandbox. */
export const compileWithFunction: CompileEvalscript = (moduleSource) =>
  new Function(moduleSource)() as EvalscriptModule;
