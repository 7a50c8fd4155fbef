/** What went wrong with an evalscript. */
export const EVALSCRIPT_ERROR_CODE = {
  /** The source does not parse. */
  SYNTAX: 'SYNTAX',
  /** A required function (`setup`, `evaluatePixel`) is missing. */
  MISSING_FUNCTION: 'MISSING_FUNCTION',
  /** `setup()` returned something that is not a valid setup. */
  BAD_SETUP: 'BAD_SETUP',
  /** The script asks for a band the data does not have. */
  UNKNOWN_BAND: 'UNKNOWN_BAND',
  /** `evaluatePixel` returned the wrong shape or number of values. */
  OUTPUT_LENGTH: 'OUTPUT_LENGTH',
  /** The script threw while running. */
  RUNTIME: 'RUNTIME',
  /** The call itself is wrong (sizes, band array lengths). */
  BAD_INPUT: 'BAD_INPUT',
} as const;

/** One evalscript error code. */
export type EvalscriptErrorCode =
  (typeof EVALSCRIPT_ERROR_CODE)[keyof typeof EVALSCRIPT_ERROR_CODE];

const CODES = new Set<string>(Object.values(EVALSCRIPT_ERROR_CODE));

/** An evalscript could not be run; `message` says what is wrong in words a script author reads. */
export class EvalscriptError extends Error {
  override readonly name = 'EvalscriptError';
  constructor(
    readonly code: EvalscriptErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** True for an {@link EvalscriptError}. */
export function isEvalscriptError(error: unknown): error is EvalscriptError {
  return error instanceof EvalscriptError;
}

/**
 * Turns an error thrown inside the script context (where host classes do not exist, e.g. an
 * isolate) into an {@link EvalscriptError}. The runtime's own errors carry `[CODE] ` in front of
 * their message; anything else is a RUNTIME error (or `fallback`).
 */
export function toEvalscriptError(
  error: unknown,
  fallback: EvalscriptErrorCode = EVALSCRIPT_ERROR_CODE.RUNTIME,
  context = '',
): EvalscriptError {
  if (isEvalscriptError(error)) return error;
  const text =
    error instanceof Error
      ? `${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message}`
      : String(error);
  const match = /^\[([A-Z_]+)\] ([\s\S]*)$/.exec(error instanceof Error ? error.message : text);
  if (match?.[1] && match[2] !== undefined && CODES.has(match[1])) {
    return new EvalscriptError(match[1] as EvalscriptErrorCode, match[2]);
  }
  const prefix =
    fallback === EVALSCRIPT_ERROR_CODE.SYNTAX ? 'Evalscript syntax error' : 'Evalscript error';
  return new EvalscriptError(fallback, `${prefix}${context ? ` ${context}` : ''}: ${text}`);
}
