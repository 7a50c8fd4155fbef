import ivm from 'isolated-vm';
import {
  buildModuleSource,
  normalizeSetup,
  parseEvalscript,
  runEvalscript,
} from '@unfurl/imagery-core';
import type {
  EvalscriptModule,
  EvalscriptResult,
  Mosaicking,
  PixelJob,
  PixelResult,
  RunEvalscriptOptions,
} from '@unfurl/imagery-core';
import { abortError, classifySandboxError, scriptError, timeLimitError } from './sandbox-errors';
import type { HookLimit, SandboxHook } from './sandbox-errors';
import { createSlots } from './isolate-slots';
import { SCRIPT_FILENAME, linesBefore, scriptLayout, scriptLocation } from './script-location';
import type { ScriptLayout } from './script-location';
import {
  DEFAULT_SANDBOX_LIMITS,
  SANDBOX_HOOK_MS,
  SANDBOX_MAX_ISOLATES,
  SANDBOX_STRIP_PIXELS,
} from './sandbox-limits';
import type { SandboxLimits } from './sandbox-limits';

/** A user-evalscript run: the runtime's options (no compiler of its own), limits and a signal. */
export interface SandboxRunOptions extends Omit<RunEvalscriptOptions, 'compile' | 'reuse'> {
  readonly limits?: SandboxLimits;
  /** Aborting disposes the isolate at once, even in the middle of the pixel loop. */
  readonly signal?: AbortSignal | undefined;
  /**
   * Keep the script's values as they are (every output FLOAT32, no byte scaling of AUTO or
   * clamping of integer types): what statistics and point values measure.
   */
  readonly rawOutputs?: boolean;
}

type OutputArray = PixelResult['data'][number];
const slots = createSlots(SANDBOX_MAX_ISOLATES);
const OUTPUT_TYPES = [Uint8Array, Uint16Array, Int8Array, Int16Array, Float32Array] as const;

/** Runs the whole pixel work of a strip and copies plain data out (userData as JSON text). */
const RUN_STRIP = `(function (job) {
  var r = __m.run(job);
  return { data: r.data, bands: r.bands, userData: r.userData === undefined ? undefined : JSON.stringify(r.userData) };
})`;

/**
 * One isolate holding one compiled script. Everything the script sees is the runtime's own module
 * source (prelude, script, kernel) evaluated inside a fresh V8 isolate: no `require`, `process`,
 * file, network or host object exists there, and data crosses only as copies (JSON text or
 * structured clones of typed arrays). All calls share one deadline (`limits.timeoutMs`).
 */
class SandboxSession {
  private readonly isolate: ivm.Isolate;
  private readonly deadline: number;
  private aborted = false;
  private readonly onAbort = () => {
    this.aborted = true;
    if (!this.isolate.isDisposed) this.isolate.dispose();
  };
  private context!: ivm.Context;
  /** Set when a hook failed under its own time limit (shorter than the render's remainder). */
  private hookLimit: HookLimit | undefined;
  kind = '';
  setup: unknown;
  /** Where the user's script sits in the isolate's code (error positions past it are ours). */
  private layout: ScriptLayout;

  private constructor(
    readonly source: string,
    readonly limits: SandboxLimits,
    readonly signal: AbortSignal | undefined,
    private readonly release: () => void,
  ) {
    this.isolate = new ivm.Isolate({ memoryLimit: Math.max(8, limits.memoryMb) });
    this.layout = { userLines: source.split('\n').length, twinEnd: 0, returnAt: undefined };
    this.deadline = performance.now() + limits.timeoutMs;
    signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  /** Creates the isolate, evaluates the script and calls its `setup()`. */
  static async open(
    source: string,
    limits: SandboxLimits,
    signal: AbortSignal | undefined,
  ): Promise<SandboxSession> {
    if (signal?.aborted) throw abortError(signal);
    // The time budget starts once the isolate exists, not while waiting for a slot.
    const release = await slots.acquire(signal);
    let session: SandboxSession;
    try {
      session = new SandboxSession(source, limits, signal, release);
    } catch (error) {
      release();
      throw error;
    }
    try {
      const parsed = parseEvalscript(source);
      const code = `var __m = (function () {\n${buildModuleSource(source, parsed)}\n})();`;
      // Positions in the isolate are the user's own lines: the code before the script is
      // counted off (the same layout with a marker in place of the script).
      const marker = '\u0000__USER_SCRIPT__';
      const before = linesBefore(
        `var __m = (function () {\n${buildModuleSource(marker, parsed)}\n})();`,
        marker,
      );
      session.layout = scriptLayout(source, code, before);
      session.context = await session.guard('', () => session.isolate.createContext());
      await session.guard('while loading the script', () =>
        session.context.eval(code, {
          filename: SCRIPT_FILENAME,
          lineOffset: -before,
          timeout: session.remaining(),
        }),
      );
      session.kind = String(
        await session.guard('', () => session.context.eval('__m.kind', { timeout: 100 })),
      );
      const json: unknown = await session.guard('in setup()', () =>
        session.context.eval('JSON.stringify(__m.setup())', { timeout: session.remaining() }),
      );
      session.setup = typeof json === 'string' ? (JSON.parse(json) as unknown) : undefined;
      return session;
    } catch (error) {
      session.dispose();
      throw error;
    }
  }

  /** Milliseconds left of the budget; the time-limit error once it is spent. */
  remaining(): number {
    const ms = Math.ceil(this.deadline - performance.now());
    if (ms <= 0) throw timeLimitError(this.limits);
    return ms;
  }

  /** Any failure as the abort, a 422 limit error or a 422 script error. */
  classify(error: unknown, context = ''): Error {
    return classifySandboxError(
      error,
      this.limits,
      {
        aborted: this.aborted,
        disposedByLimit: this.isolate.isDisposed && !this.aborted,
        ...(this.signal ? { signal: this.signal } : {}),
        ...(this.hookLimit ? { hookLimit: this.hookLimit } : {}),
      },
      context,
      scriptLocation(error, this.layout),
    );
  }

  private async guard<T>(context: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw this.classify(error, context);
    }
  }

  /**
   * A synchronous hook call (`preProcessScenes`, `updateOutput`) with JSON in and out, given
   * {@link SANDBOX_HOOK_MS} or what is left of the render's budget, whichever is less.
   */
  hookSync(name: SandboxHook, args: readonly unknown[]): unknown {
    const left = this.remaining();
    const timeout = Math.min(SANDBOX_HOOK_MS, left);
    try {
      const json: unknown = this.context.evalClosureSync(
        `return JSON.stringify(__m.${name}.apply(undefined, JSON.parse($0)));`,
        [JSON.stringify(args)],
        { timeout },
      );
      return typeof json === 'string' ? (JSON.parse(json) as unknown) : undefined;
    } catch (error) {
      // A time-out then names the limit that stopped it: the hook's own, or the render's.
      if (timeout < left) this.hookLimit = { hook: name, ms: timeout };
      throw error;
    }
  }

  /**
   * The pixel loop over the job in strips of whole rows (about {@link SANDBOX_STRIP_PIXELS}
   * pixels): each call copies the strip's band arrays in and the strip's outputs out, the loop
   * itself runs inside the isolate. Asynchronous: the calling thread stays free meanwhile.
   */
  async runStrips(job: PixelJob): Promise<PixelResult> {
    const run = await this.guard('', () =>
      this.context.eval(RUN_STRIP, { reference: true, timeout: this.remaining() }),
    );
    const { width, height } = job;
    const pixels = width * height;
    const rowsPerStrip = Math.max(1, Math.floor(SANDBOX_STRIP_PIXELS / width));
    let data: OutputArray[] | undefined;
    let bands: number[] | undefined;
    let userData: unknown;
    for (let row = 0; row < height; row += rowsPerStrip) {
      const rows = Math.min(rowsPerStrip, height - row);
      const start = row * width;
      const end = start + rows * width;
      const strip: PixelJob = {
        ...job,
        height: rows,
        arrays: job.arrays.map((a) => (a.length === pixels ? a.slice(start, end) : a)),
      };
      const out: unknown = await this.guard('in evaluatePixel()', () =>
        run.apply(undefined, [strip], {
          arguments: { copy: true },
          result: { copy: true },
          timeout: this.remaining(),
        }),
      );
      const checked = checkStrip(out, rows * width, bands);
      if (!data || !bands) {
        bands = checked.bands;
        data = checked.data.map((d, j) => {
          const Type = d.constructor as new (n: number) => OutputArray;
          return new Type(pixels * bands![j]!);
        });
      }
      checked.data.forEach((d, j) => data![j]!.set(d as never, start * bands![j]!));
      userData = checked.userData;
    }
    run.release();
    return { data: data ?? [], bands: bands ?? [], userData };
  }

  dispose(): void {
    this.signal?.removeEventListener('abort', this.onAbort);
    if (!this.isolate.isDisposed) this.isolate.dispose();
    this.release();
  }
}

/** Checks what a strip call returned: typed arrays of the right length, the same band counts. */
function checkStrip(
  out: unknown,
  pixels: number,
  bands: readonly number[] | undefined,
): { data: OutputArray[]; bands: number[]; userData: unknown } {
  const value = out as { data?: unknown; bands?: unknown; userData?: unknown } | null;
  const data = value?.data;
  const counts = value?.bands;
  const ok =
    Array.isArray(data) &&
    Array.isArray(counts) &&
    data.length === counts.length &&
    counts.every((b) => Number.isInteger(b) && b >= 1 && b <= 64) &&
    data.every(
      (d, j) =>
        OUTPUT_TYPES.some((T) => d instanceof T) &&
        (d as OutputArray).length === pixels * (counts[j] as number),
    ) &&
    (bands === undefined || counts.every((b, j) => b === bands[j]));
  if (!ok) {
    throw scriptError(
      new Error(
        'The script changed its output shape between parts of the image (bands per pixel must stay the same).',
      ),
    );
  }
  const userData =
    typeof value!.userData === 'string' ? (JSON.parse(value!.userData) as unknown) : undefined;
  return { data: data as OutputArray[], bands: counts as number[], userData };
}

/**
 * Runs a user evalscript with Sentinel Hub semantics inside an isolated-vm isolate (notes §5):
 * `@unfurl/imagery-core`'s runtime plans the run (setup, scenes, outputs, band scaling) through
 * its compile seam, whose module here is a proxy to the isolate; the pixel loop then runs inside
 * the isolate strip by strip. Over the time or memory limit → a 422 `ImageryError`
 * (`EVALSCRIPT_TIME_LIMIT`, `EVALSCRIPT_MEMORY_LIMIT`); a failing script → 422
 * `EVALSCRIPT_ERROR`; an aborted signal → its AbortError. The isolate is disposed in every case.
 */
export async function runSandboxedEvalscript(
  options: SandboxRunOptions,
): Promise<EvalscriptResult> {
  const { limits = DEFAULT_SANDBOX_LIMITS, signal, rawOutputs = false, ...run } = options;
  const session = await SandboxSession.open(run.source, limits, signal);
  try {
    const defines = parseEvalscript(run.source).defines;
    let captured: PixelJob | undefined;
    const module: EvalscriptModule = {
      kind: session.kind,
      setup: () => session.setup,
      preProcessScenes: (collections) =>
        defines.preProcessScenes || (session.kind === 'V1' && defines.filterScenes)
          ? session.hookSync('preProcessScenes', [collections])
          : collections,
      updateOutput: (outputs, collection) =>
        defines.updateOutput ? session.hookSync('updateOutput', [outputs, collection]) : outputs,
      run: (job) => {
        captured = job;
        return { data: job.outputs.map(() => new Uint8Array(0)), bands: [1], userData: undefined };
      },
    };
    let planned: EvalscriptResult;
    try {
      planned = runEvalscript({ ...run, compile: () => module });
    } catch (error) {
      throw session.classify(error);
    }
    const job: PixelJob = rawOutputs
      ? { ...captured!, outputs: captured!.outputs.map((o) => ({ ...o, sampleType: 'FLOAT32' })) }
      : captured!;
    const result = await session.runStrips(job);
    const outputs =
      planned.kind === 'SIMPLE'
        ? [{ id: 'default', bands: result.bands[0] ?? 1, sampleType: 'AUTO' as const }]
        : job.outputs;
    return {
      ...planned,
      outputs: outputs.map((o, j) => ({
        id: o.id,
        bands: o.bands,
        sampleType: o.sampleType,
        data: result.data[j]!,
      })),
      userData: result.userData,
    };
  } finally {
    session.dispose();
  }
}

/**
 * The bands a user script reads (`setup().input` without `dataMask`; the band globals of a simple
 * script), asking its `setup()` inside an isolate under the same limits.
 */
export async function sandboxedInputBands(
  source: string,
  limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS,
  signal?: AbortSignal,
): Promise<string[]> {
  return (await sandboxedSetupInfo(source, limits, signal)).inputBands;
}

/**
 * The bands and mosaicking of a user script (SIMPLE for a simple script), asking its `setup()`
 * inside an isolate under the same limits.
 */
export async function sandboxedSetupInfo(
  source: string,
  limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS,
  signal?: AbortSignal,
): Promise<{ inputBands: string[]; mosaicking: Mosaicking }> {
  const parsed = parseEvalscript(source);
  if (!parsed.defines.setup) return { inputBands: [...parsed.globalBands], mosaicking: 'SIMPLE' };
  const session = await SandboxSession.open(source, limits, signal);
  try {
    const setup = normalizeSetup(session.setup);
    return {
      inputBands: setup.input.map((b) => b.name).filter((name) => name !== 'dataMask'),
      mosaicking: setup.mosaicking,
    };
  } catch (error) {
    throw session.classify(error, 'in setup()');
  } finally {
    session.dispose();
  }
}
