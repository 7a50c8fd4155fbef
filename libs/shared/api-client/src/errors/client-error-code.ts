/**
 * Generic client error codes (1§8, R-015): the closed set every failed call is classified into,
 * whatever the server's own `code` says.
 */
export const CLIENT_ERROR_CODE = {
  /** No response: DNS, connection refused, CORS, offline. */
  NetworkError: 'ERR_NETWORK',
  /** The request took too long (never raised by default: the client has no timeout, R-008). */
  Timeout: 'ETIMEDOUT',
  /** The server answered 4xx: the request was wrong. */
  BadRequest: 'ERR_BAD_REQUEST',
  /** The server answered 5xx, or a 2xx whose body could not be read. */
  BadResponse: 'ERR_BAD_RESPONSE',
  /** The caller aborted the request; such errors are rethrown unchanged. */
  Canceled: 'ERR_CANCELED',
} as const;

/** One generic client error code. */
export type ClientErrorCode = (typeof CLIENT_ERROR_CODE)[keyof typeof CLIENT_ERROR_CODE];

/** Every generic client error code. */
export const CLIENT_ERROR_CODES: readonly ClientErrorCode[] = Object.values(CLIENT_ERROR_CODE);

/** The client code for an HTTP status (0 means no response). */
export function clientCodeForStatus(status: number): ClientErrorCode {
  if (status === 0) return CLIENT_ERROR_CODE.NetworkError;
  return status >= 500 ? CLIENT_ERROR_CODE.BadResponse : CLIENT_ERROR_CODE.BadRequest;
}
