import { IDENTITY_ERROR_CODE, toIdentityErrorCode } from '@unfurl/domain';
import type { IdentityErrorCode } from '@unfurl/domain';
import { identityErrorMessage, toIdentityMessageName } from './identity-messages';

/**
 * A failure of the identity service: `code` is the Cognito error name read into the
 * closed set (unknown names are OTHER), `message` the clear text shown to the user (its own for
 * InvalidParameterException too, though its code is OTHER), and
 * `serverName` / `serverMessage` what the service said. Not an ApiError of `@unfurl/api-client`:
 * the identity service speaks the Cognito protocol, not the Unfurl API.
 */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  readonly code: IdentityErrorCode;
  readonly status: number;
  readonly serverName: string;
  readonly serverMessage: string;

  constructor(init: {
    status: number;
    serverName: string;
    serverMessage: string;
    cause?: unknown;
  }) {
    const code = toIdentityErrorCode(init.serverName);
    const message = identityErrorMessage(
      toIdentityMessageName(init.serverName),
      init.serverMessage,
    );
    super(message, { cause: init.cause });
    this.code = code;
    this.status = init.status;
    this.serverName = init.serverName;
    this.serverMessage = init.serverMessage;
  }
}

/** True for an IdentityError. */
export const isIdentityError = (error: unknown): error is IdentityError =>
  error instanceof IdentityError;

/** An IdentityError for a network failure (the service could not be reached). */
export const unreachable = (cause: unknown): IdentityError =>
  new IdentityError({
    status: 0,
    serverName: IDENTITY_ERROR_CODE.OTHER,
    serverMessage: 'The sign-in service could not be reached. Check your connection and try again.',
    cause,
  });
