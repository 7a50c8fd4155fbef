/** Seconds a client is told to wait (`Retry-After`) while the database restarts or reconnects. */
export const DATABASE_RETRY_AFTER_SECONDS = 3;

/**
 * The database cannot be reached right now (its process is restarting, the server went away, a
 * connection broke): not a fault of the request. The server answers it 503 with `Retry-After`.
 */
export class DatabaseUnavailableError extends Error {
  /** How long a client should wait before trying again, in seconds. */
  readonly retryAfterSeconds: number;

  constructor(
    message = 'The database is unavailable; try again in a few seconds.',
    options: { readonly cause?: unknown; readonly retryAfterSeconds?: number } = {},
  ) {
    super(message, options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'DatabaseUnavailableError';
    this.retryAfterSeconds = options.retryAfterSeconds ?? DATABASE_RETRY_AFTER_SECONDS;
  }
}

/** True for a {@link DatabaseUnavailableError}. */
export function isDatabaseUnavailableError(error: unknown): error is DatabaseUnavailableError {
  return error instanceof DatabaseUnavailableError;
}

/** Socket errors of node-postgres when the server is gone (refused, reset, socket file missing). */
const CONNECTION_ERRNOS: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ENOENT',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTCONN',
]);

/** node-postgres' own messages for a connection that broke, timed out or was never made. */
const CONNECTION_MESSAGES: readonly RegExp[] = [
  /^Connection terminated/i,
  /Client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end/i,
];

/**
 * True when `error` (from node-postgres) says the connection failed rather than the statement:
 * socket errors, node-postgres' connection messages, SQLSTATE class 08 (connection exception)
 * and 57P01/57P02/57P03 (admin shutdown, crash shutdown, cannot connect now).
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (CONNECTION_ERRNOS.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
  }
  if (CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // An AggregateError (a host that resolves to several addresses) carries the socket errors.
  const inner = (error as { errors?: unknown }).errors;
  return Array.isArray(inner) && inner.length > 0 && inner.every(isConnectionFailure);
}

/** `error` as a {@link DatabaseUnavailableError} when it is a connection failure, else itself. */
export function asDatabaseUnavailable(error: unknown, message?: string): unknown {
  if (isDatabaseUnavailableError(error) || !isConnectionFailure(error)) return error;
  return new DatabaseUnavailableError(message, { cause: error });
}
