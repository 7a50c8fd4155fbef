/** OAuth 2.0 error codes this service answers with (RFC 6749 §4.1.2.1 and §5.2). */
export const OAUTH_ERROR = {
  invalidRequest: 'invalid_request',
  invalidClient: 'invalid_client',
  invalidGrant: 'invalid_grant',
  unsupportedGrantType: 'unsupported_grant_type',
  unsupportedResponseType: 'unsupported_response_type',
  invalidScope: 'invalid_scope',
  accessDenied: 'access_denied',
  temporarilyUnavailable: 'temporarily_unavailable',
  serverError: 'server_error',
} as const;

/** One OAuth error code. */
export type OAuthErrorCode = (typeof OAUTH_ERROR)[keyof typeof OAUTH_ERROR];

/** Status of each error when it is answered directly (not redirected to the app). */
const STATUS: Record<OAuthErrorCode, number> = {
  [OAUTH_ERROR.invalidRequest]: 400,
  [OAUTH_ERROR.invalidClient]: 401,
  [OAUTH_ERROR.invalidGrant]: 400,
  [OAUTH_ERROR.unsupportedGrantType]: 400,
  [OAUTH_ERROR.unsupportedResponseType]: 400,
  [OAUTH_ERROR.invalidScope]: 400,
  [OAUTH_ERROR.accessDenied]: 403,
  [OAUTH_ERROR.temporarilyUnavailable]: 503,
  [OAUTH_ERROR.serverError]: 500,
};

/**
 * An OAuth error. Answered as JSON in both the house shape and OAuth's:
 * `{ message, code, error, error_description }` (code = error), or sent back to the app's
 * redirect URI as `?error=...&error_description=...` once that URI is known to be allowed.
 */
export class OAuthError extends Error {
  /** HTTP status when answered directly. */
  readonly statusCode: number;

  constructor(
    readonly error: OAuthErrorCode,
    message: string,
    options: { readonly status?: number; readonly cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'OAuthError';
    this.statusCode = options.status ?? STATUS[this.error];
  }

  toBody(): {
    message: string;
    code: OAuthErrorCode;
    error: OAuthErrorCode;
    error_description: string;
  } {
    return {
      message: this.message,
      code: this.error,
      error: this.error,
      error_description: this.message,
    };
  }
}

/** True for an {@link OAuthError}. */
export function isOAuthError(error: unknown): error is OAuthError {
  return error instanceof OAuthError;
}
