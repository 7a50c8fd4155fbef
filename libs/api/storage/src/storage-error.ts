import { HttpError } from '@unfurl/api-http';

/** Codes of storage errors (the HTTP status goes with each). */
export const STORAGE_ERROR_CODE = {
  invalidKey: 'INVALID_OBJECT_KEY',
  invalidSignature: 'INVALID_SIGNATURE',
  expired: 'URL_EXPIRED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  empty: 'EMPTY_UPLOAD',
  unsupportedType: 'UNSUPPORTED_MEDIA_TYPE',
  notFound: 'NOT_FOUND',
  sizeMismatch: 'SIZE_MISMATCH',
  unavailable: 'STORAGE_UNAVAILABLE',
} as const;

/** One storage error code. */
export type StorageErrorCode = (typeof STORAGE_ERROR_CODE)[keyof typeof STORAGE_ERROR_CODE];

const STATUS: Record<StorageErrorCode, number> = {
  INVALID_OBJECT_KEY: 400,
  INVALID_SIGNATURE: 403,
  URL_EXPIRED: 403,
  PAYLOAD_TOO_LARGE: 413,
  EMPTY_UPLOAD: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_FOUND: 404,
  SIZE_MISMATCH: 400,
  STORAGE_UNAVAILABLE: 503,
};

/**
 * A storage failure (most of them a client caused; `STORAGE_UNAVAILABLE` is the store's): an {@link HttpError}, so the server's one error handler
 * answers it as `{ message, code }` with the status of its code.
 */
export class StorageError extends HttpError {
  declare readonly code: StorageErrorCode;
  constructor(
    code: StorageErrorCode,
    message: string,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(STATUS[code], code, message, headers);
    this.name = 'StorageError';
  }
}

/** True for a {@link StorageError}. */
export function isStorageError(error: unknown): error is StorageError {
  return error instanceof StorageError;
}
