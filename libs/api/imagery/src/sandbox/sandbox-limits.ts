/** Resource limits of one user-evalscript run in an isolate. */
export interface SandboxLimits {
  /** Wall-clock budget of the whole script work of one render (load, setup, pixels), ms. */
  readonly timeoutMs: number;
  /** V8 heap limit of the isolate, MB (isolated-vm's `memoryLimit`; minimum 8). */
  readonly memoryMb: number;
}

/**
 * Defaults: 20 s covers the heaviest published scripts at 2500² on a loaded 2-core machine
 * (tonemapped ≈ 3.5 s, notes §4.2); 128 MB is isolated-vm's default and far above what a script
 * needs, since band data crosses in strips of {@link SANDBOX_STRIP_PIXELS} pixels.
 */
export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = { timeoutMs: 20_000, memoryMb: 128 };

/** Pixels per call into the isolate: whole rows, about 1 MB per Float32 band. */
export const SANDBOX_STRIP_PIXELS = 1 << 18;

/** Time given to a synchronous hook call (`preProcessScenes`, `updateOutput`), at most, ms. */
export const SANDBOX_HOOK_MS = 250;

/**
 * Isolates alive at once per thread; more runs wait their turn (a flood of memory bombs then
 * costs at most this many × `memoryMb`).
 */
export const SANDBOX_MAX_ISOLATES = 8;
