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

/** What one client may do with custom (user) evalscripts at once and per minute. */
export interface ScriptQuota {
  /** Custom-script requests of the client running at once. */
  readonly running: number;
  /** More of them waiting for a place; beyond that a 429 with `Retry-After`. */
  readonly queued: number;
  /**
   * Wall-clock time the client's custom-script requests may hold a running place within the last
   * {@link SCRIPT_BUDGET_WINDOW_MS}, ms; once spent, a 429 until enough of it is a minute old.
   */
  readonly scriptMsPerWindow: number;
}

/**
 * Per-client quotas of custom evalscripts (a signed-in user by id, anyone else by IP address).
 * Anonymous: 1 running + 2 queued (the atlas sends a render and two thumbnails at once) and
 * 30 s of script time a minute (a looping script burns its 20 s limit); signed in: 2 + 6, 90 s.
 */
export const SCRIPT_QUOTAS = {
  anonymous: { running: 1, queued: 2, scriptMsPerWindow: 30_000 },
  signedIn: { running: 2, queued: 6, scriptMsPerWindow: 90_000 },
} as const satisfies Record<string, ScriptQuota>;

/** The window of {@link ScriptQuota.scriptMsPerWindow}, ms. */
export const SCRIPT_BUDGET_WINDOW_MS = 60_000;

/**
 * Isolates per thread kept for built-in scripts (statistics run them in isolates on the main
 * thread): custom scripts never take them, so a flood of custom scripts cannot starve those.
 */
export const SANDBOX_BUILT_IN_RESERVE = 2;

/**
 * Custom-script requests running at once in the process, over all clients; waiting clients are
 * served round robin as places free up. Each holds at most one isolate at a time.
 */
export const CUSTOM_SCRIPTS_AT_ONCE = SANDBOX_MAX_ISOLATES - SANDBOX_BUILT_IN_RESERVE;
