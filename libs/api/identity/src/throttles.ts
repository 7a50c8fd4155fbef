import { clearThrottle, hitThrottle, takeThrottleAttempt } from '@unfurl/api-db';
import { COGNITO_ERROR, CognitoError } from './cognito-error';
import { isoAt } from './identity-context';
import type { IdentityContext } from './identity-context';

/** Counts a request of a client (IP); over the limit → TooManyRequestsException. */
export async function limitClient(context: IdentityContext, client: string): Promise<void> {
  const { limit, windowMs } = context.config.clientRate;
  const state = await hitThrottle(context.db, `client:${client}`, isoAt(context), windowMs);
  if (state.hits > limit) {
    throw new CognitoError(COGNITO_ERROR.tooManyRequests, 'Too many requests, try again later.');
  }
}

const signInKey = (username: string): string => `sign-in:${username}`;

/**
 * Takes one password attempt for a username, counted in the database before the password is
 * verified; a locked username → TooManyFailedAttemptsException (known and unknown usernames
 * alike). The `limit`-th attempt in the window locks the username as it is taken, so a burst of
 * parallel guesses, on any number of API processes, gets at most `limit` passwords verified.
 * A failed attempt stays counted; a successful one clears the count ({@link clearFailedSignIns}).
 */
export async function takeSignInAttempt(context: IdentityContext, username: string): Promise<void> {
  const { limit, windowMs } = context.config.failedSignIns;
  const taken = await takeThrottleAttempt(context.db, signInKey(username), isoAt(context), {
    limit,
    windowMs,
    lockMs: context.config.lockMs,
  });
  if (!taken) {
    throw new CognitoError(
      COGNITO_ERROR.tooManyFailedAttempts,
      'Password attempts exceeded. Try again later.',
    );
  }
}

/** Forgets failed sign-ins after a successful one. */
export async function clearFailedSignIns(
  context: IdentityContext,
  username: string,
): Promise<void> {
  await clearThrottle(context.db, signInKey(username));
}

/** Counts a code sent to a username; over the limit → LimitExceededException. */
export async function limitCodeRequests(context: IdentityContext, username: string): Promise<void> {
  const { limit, windowMs } = context.config.codeRequests;
  const state = await hitThrottle(context.db, `code:${username}`, isoAt(context), windowMs);
  if (state.hits > limit) {
    throw new CognitoError(
      COGNITO_ERROR.limitExceeded,
      'Attempt limit exceeded, please try after some time.',
    );
  }
}
