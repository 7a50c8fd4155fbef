import { isEvalscriptError, toEvalscriptError } from '@unfurl/imagery-core';
import { IMAGERY_ERROR_CODE, ImageryError } from '../imagery-error';
import type { SandboxLimits } from './sandbox-limits';
import { withLocation } from './script-location';
import type { ScriptLocation } from './script-location';

/** The 422 of a script that ran past its time budget. */
export function timeLimitError(limits: SandboxLimits): ImageryError {
  return new ImageryError(
    422,
    IMAGERY_ERROR_CODE.scriptTimeLimit,
    `Evalscript exceeded its time limit of ${limits.timeoutMs} ms`,
  );
}

/** A synchronous hook of a script, called with its own time limit. */
export type SandboxHook = 'preProcessScenes' | 'updateOutput';

/** The hook that failed under its own time limit, and that limit. */
export interface HookLimit {
  readonly hook: SandboxHook;
  readonly ms: number;
}

/** The 422 of a hook call that ran past its own limit (shorter than the render's). */
export function hookTimeLimitError(limit: HookLimit): ImageryError {
  return new ImageryError(
    422,
    IMAGERY_ERROR_CODE.scriptTimeLimit,
    `Evalscript exceeded the time limit of ${limit.ms} ms per call of ${limit.hook}()`,
  );
}

/** The 422 of a script that went over its memory limit. */
export function memoryLimitError(limits: SandboxLimits): ImageryError {
  return new ImageryError(
    422,
    IMAGERY_ERROR_CODE.scriptMemoryLimit,
    `Evalscript exceeded its memory limit of ${limits.memoryMb} MB`,
  );
}

/** The 422 of a script that failed (syntax, missing function, wrong output, a throw). */
export function scriptError(error: unknown, context = '', location?: ScriptLocation): ImageryError {
  const e = isEvalscriptError(error) ? error : toEvalscriptError(error, undefined, context);
  return new ImageryError(422, IMAGERY_ERROR_CODE.scriptError, withLocation(e.message, location));
}

/** An AbortError for a run stopped by its signal. */
export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  const error = new Error('The render was aborted');
  error.name = 'AbortError';
  return error;
}

/**
 * What an error thrown by isolated-vm means: the signal's abort, the time limit ("Script
 * execution timed out."; a hook's own limit when that one stopped it), the memory limit (the isolate disposed itself, or an array buffer could
 * not be allocated), or a script error in the script's own words.
 */
export function classifySandboxError(
  error: unknown,
  limits: SandboxLimits,
  state: {
    readonly aborted: boolean;
    readonly disposedByLimit: boolean;
    signal?: AbortSignal;
    /** Set when a hook call failed under its own time limit. */
    hookLimit?: HookLimit;
  },
  context = '',
  location?: ScriptLocation,
): Error {
  if (error instanceof ImageryError) return error;
  if (state.aborted && state.signal) return abortError(state.signal);
  const message = error instanceof Error ? error.message : String(error);
  if (/execution timed out/i.test(message)) {
    return state.hookLimit ? hookTimeLimitError(state.hookLimit) : timeLimitError(limits);
  }
  if (
    state.disposedByLimit ||
    /memory limit|Array buffer allocation failed|Isolate is disposed|isolate was disposed/i.test(
      message,
    )
  ) {
    return memoryLimitError(limits);
  }
  return scriptError(error, context, location);
}

/** Why a client's custom script was refused before it ran. */
export const SCRIPT_REFUSAL = {
  /** Its running and queued places are all taken. */
  busy: 'busy',
  /** It spent its script time of the window. */
  budget: 'budget',
} as const;

/** One {@link SCRIPT_REFUSAL}. */
export type ScriptRefusal = (typeof SCRIPT_REFUSAL)[keyof typeof SCRIPT_REFUSAL];

/** The 429 of a custom script over its client's quota, with `Retry-After` in seconds (≥ 1). */
export function scriptQuotaError(reason: ScriptRefusal, retryAfterMs: number): ImageryError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = `try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  let message: string;
  switch (reason) {
    case SCRIPT_REFUSAL.busy:
      message = `Too many custom scripts running for you; ${wait}`;
      break;
    case SCRIPT_REFUSAL.budget:
      message = `Your custom scripts used all their script time for this minute; ${wait}`;
      break;
    default: {
      const never: never = reason;
      throw new Error(`Unknown refusal ${String(never)}`);
    }
  }
  return new ImageryError(429, IMAGERY_ERROR_CODE.scriptQuota, message, {
    'retry-after': String(seconds),
  });
}
