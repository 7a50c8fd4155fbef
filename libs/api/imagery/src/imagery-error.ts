import { HttpError } from '@unfurl/api-http';

/** Stable codes of imagery errors (the `code` of the `{ message, code }` body). */
export const IMAGERY_ERROR_CODE = {
  badRequest: 'IMAGERY_BAD_REQUEST',
  badBbox: 'INVALID_BBOX',
  imageTooLarge: 'IMAGE_TOO_LARGE',
  unsupported: 'IMAGERY_UNSUPPORTED',
  noData: 'IMAGERY_NO_DATA',
  shareNotFound: 'SHARE_NOT_FOUND',
  shareIdTaken: 'SHARE_ID_TAKEN',
  providerFailed: 'IMAGERY_PROVIDER_FAILED',
  /** The upstream imagery service (Sentinel Hub) is rate limiting us; retry later (429). */
  providerRateLimited: 'IMAGERY_RATE_LIMITED',
  /** A user evalscript ran past its time limit (422). */
  scriptTimeLimit: 'EVALSCRIPT_TIME_LIMIT',
  /** A user evalscript went over its memory limit (422). */
  scriptMemoryLimit: 'EVALSCRIPT_MEMORY_LIMIT',
  /** An evalscript failed: syntax, missing function, wrong output, runtime error (422). */
  scriptError: 'EVALSCRIPT_ERROR',
  /** The client has too many custom evalscripts running or queued, or spent its script time (429). */
  scriptQuota: 'EVALSCRIPT_QUOTA',
} as const;

/** One imagery error code. */
export type ImageryErrorCode = (typeof IMAGERY_ERROR_CODE)[keyof typeof IMAGERY_ERROR_CODE];

/**
 * An imagery failure with the HTTP status it maps to: an {@link HttpError}, so the one error
 * handler of `@unfurl/api-http` answers it as `{ message, code }`.
 */
export class ImageryError extends HttpError {
  constructor(
    statusCode: number,
    override readonly code: ImageryErrorCode,
    message: string,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(statusCode, code, message, headers);
    this.name = 'ImageryError';
  }
}

/** Bad input: a 400 that says what is wrong. */
export class ImageryInputError extends ImageryError {
  constructor(message: string, code: ImageryErrorCode = IMAGERY_ERROR_CODE.badRequest) {
    super(400, code, message);
    this.name = 'ImageryInputError';
  }
}

/** A STAC API answered badly or not at all (502). */
export class ImageryProviderError extends ImageryError {
  constructor(message: string) {
    super(502, IMAGERY_ERROR_CODE.providerFailed, message);
    this.name = 'ImageryProviderError';
  }
}

/** The upstream service asked us to slow down: a 429 with the seconds to wait (`Retry-After`). */
export class ImageryRateLimitError extends ImageryError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(
      429,
      IMAGERY_ERROR_CODE.providerRateLimited,
      message,
      retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
    );
    this.name = 'ImageryRateLimitError';
  }
}

/** True for an {@link ImageryRateLimitError}. */
export function isImageryRateLimitError(error: unknown): error is ImageryRateLimitError {
  return error instanceof ImageryRateLimitError;
}

/** True for any {@link ImageryError}. */
export function isImageryError(error: unknown): error is ImageryError {
  return error instanceof ImageryError;
}

/** True for an {@link ImageryInputError}. */
export function isImageryInputError(error: unknown): error is ImageryInputError {
  return error instanceof ImageryInputError;
}
