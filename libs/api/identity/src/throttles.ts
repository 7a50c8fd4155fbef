import { blockThrottle, clearThrottle, hitThrottle, readThrottle } from '@unfurl/api-db';
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

/** A locked username → TooManyFailedAttemptsException (known and unknown usernames alike). */
export async function assertNotLocked(context: IdentityContext, username: string): Promise<void> {
  const state = await readThrottle(context.db, signInKey(username));
  if (state?.blockedUntilMs && state.blockedUntilMs > context.now()) {
    throw new CognitoError(
      COGNITO_ERROR.tooManyFailedAttempts,
      'Password attempts exceeded. Try again later.',
    );
  }
}

/** Counts a failed password check; the limit-th failure in the window locks the username. */
export async function recordFailedSignIn(
  context: IdentityContext,
  username: string,
): Promise<void> {
  const { limit, windowMs } = context.config.failedSignIns;
  const key = signInKey(username);
  const state = await hitThrottle(context.db, key, isoAt(context), windowMs);
  if (state.hits >= limit)
    await blockThrottle(context.db, key, isoAt(context, context.config.lockMs));
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
