import { StorageError, STORAGE_ERROR_CODE } from './storage-error';

/** Seconds a client is told to wait (`Retry-After`) when the object store cannot be reached. */
export const STORAGE_RETRY_AFTER_SECONDS = 3;

/**
 * The object store cannot be reached or dropped the connection: not the request's fault, and it
 * passes. A {@link StorageError} answered 503 `STORAGE_UNAVAILABLE` with `Retry-After`; the
 * store's own error is its `cause` (for the log).
 */
export class StorageUnavailableError extends StorageError {
  /** How long a client should wait before trying again, in seconds. */
  readonly retryAfterSeconds: number;

  constructor(cause?: unknown, retryAfterSeconds = STORAGE_RETRY_AFTER_SECONDS) {
    super(
      STORAGE_ERROR_CODE.unavailable,
      'The file store is not reachable; try again in a few seconds.',
      { 'retry-after': String(retryAfterSeconds) },
    );
    this.name = 'StorageUnavailableError';
    this.retryAfterSeconds = retryAfterSeconds;
    if (cause !== undefined) Object.defineProperty(this, 'cause', { value: cause });
  }
}

/** True for a {@link StorageUnavailableError}. */
export function isStorageUnavailableError(error: unknown): error is StorageUnavailableError {
  return error instanceof StorageUnavailableError;
}

/** Socket errors of a store that is down, unreachable or closed the connection. */
const NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOTCONN',
  'UND_ERR_SOCKET',
]);

/** Names the AWS SDK gives a timeout, a network failure or a busy store. */
const UNAVAILABLE_NAMES: ReadonlySet<string> = new Set([
  'TimeoutError',
  'NetworkingError',
  'RequestTimeout',
  'RequestTimeoutException',
  'SlowDown',
  'ServiceUnavailable',
  'InternalError',
]);

/**
 * True when `error` says the store could not be reached or dropped the connection (socket
 * errors, "socket hang up", the SDK's timeouts, a 5xx or SlowDown from the store) rather than
 * refusing the request. Looks through `cause` chains.
 */
export function isStoreUnreachable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error.name === 'AbortError') return false;
  const { code, $metadata } = error as { code?: unknown; $metadata?: { httpStatusCode?: number } };
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  if (UNAVAILABLE_NAMES.has(error.name) || /socket hang up/i.test(error.message)) return true;
  const status = $metadata?.httpStatusCode ?? 0;
  if (status >= 500 && status <= 599) return true;
  return isStoreUnreachable(error.cause, depth + 1);
}

/** `error` as a {@link StorageUnavailableError} when the store is unreachable, else itself. */
export function asStorageUnavailable(error: unknown): unknown {
  if (isStorageUnavailableError(error) || !isStoreUnreachable(error)) return error;
  return new StorageUnavailableError(error);
}

/**
 * Runs one store call: a failure to reach the store becomes a {@link StorageUnavailableError},
 * after `retries` more tries (only for calls that can be sent again: no one-shot stream body).
 */
export async function reachStore<T>(work: () => Promise<T>, retries = 0): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isStoreUnreachable(error) || attempt >= retries) throw asStorageUnavailable(error);
    }
  }
}
