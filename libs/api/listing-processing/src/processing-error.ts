/** Codes of listing processing errors; each goes with an HTTP status for the `{ message, code }` answer. */
export const PROCESSING_ERROR_CODE = {
  unrecognised: 'UNRECOGNISED_FILE',
  contentMismatch: 'CONTENT_MISMATCH',
  tooLarge: 'FILE_TOO_LARGE',
  bomb: 'DECOMPRESSION_BOMB',
  corrupt: 'CORRUPT_FILE',
  notGeoreferenced: 'NOT_GEOREFERENCED',
  invalidWorldFile: 'INVALID_WORLD_FILE',
  unsupportedCrs: 'UNSUPPORTED_CRS',
  missingPlacement: 'MISSING_PLACEMENT',
  gdalFailed: 'GDAL_FAILED',
} as const;

/** One processing error code. */
export type ProcessingErrorCode =
  (typeof PROCESSING_ERROR_CODE)[keyof typeof PROCESSING_ERROR_CODE];

const STATUS: Record<ProcessingErrorCode, number> = {
  UNRECOGNISED_FILE: 415,
  CONTENT_MISMATCH: 415,
  FILE_TOO_LARGE: 413,
  DECOMPRESSION_BOMB: 413,
  CORRUPT_FILE: 422,
  NOT_GEOREFERENCED: 422,
  INVALID_WORLD_FILE: 422,
  UNSUPPORTED_CRS: 422,
  MISSING_PLACEMENT: 400,
  GDAL_FAILED: 500,
};

/**
 * A file that cannot become a listing. Every code but GDAL_FAILED is the uploader's doing (4xx);
 * `message` is written for the uploader and is what the listing's failed status shows.
 */
export class ProcessingError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ProcessingErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProcessingError';
    this.statusCode = STATUS[code];
  }
}

/** True for a {@link ProcessingError}. */
export function isProcessingError(error: unknown): error is ProcessingError {
  return error instanceof ProcessingError;
}
