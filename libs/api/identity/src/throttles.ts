import {
  ATTEMPT_TAKE,
  clearThrottle,
  failThrottleAttempt,
  hitThrottle,
  takeThrottleAttempt,
} from '@unfurl/api-db';
import type { LockoutRule } from '@unfurl/api-db';
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

/** How long a sign-in waits for the attempts in flight of the same username before giving up. */
export const SIGN_IN_WAIT_MS = 5_000;
/** Pause between two tries of a sign-in waiting for a place. */
const SIGN_IN_RETRY_MS = 40;

/** A password attempt taken by {@link takeSignInAttempt}; settle it once the password is checked. */
export interface SignInAttempt {
  /** The password was wrong: counted as a failure (the `limit`-th locks the username). */
  failed(): Promise<void>;
  /** The password was right: the username's failures are forgotten. */
  succeeded(): Promise<void>;
}

const lockedError = (): CognitoError =>
  new CognitoError(
    COGNITO_ERROR.tooManyFailedAttempts,
    'Password attempts exceeded. Try again later.',
  );

/**
 * Takes one password attempt for a username, counted in the database before the password is
 * verified; a locked username → TooManyFailedAttemptsException (known and unknown usernames
 * alike). Failures plus attempts in flight never exceed the limit, so a burst of parallel guesses,
 * on any number of API processes, gets at most `limit` wrong passwords verified; an attempt that
 * finds every place in flight waits (up to {@link SIGN_IN_WAIT_MS}) for them to settle instead of
 * being refused, so right passwords sent at once do not lock their own account.
 */
export async function takeSignInAttempt(
  context: IdentityContext,
  username: string,
): Promise<SignInAttempt> {
  const key = signInKey(username);
  const rule: LockoutRule = {
    limit: context.config.failedSignIns.limit,
    windowMs: context.config.failedSignIns.windowMs,
    lockMs: context.config.lockMs,
  };
  const deadline = Date.now() + SIGN_IN_WAIT_MS;
  for (;;) {
    const take = await takeThrottleAttempt(context.db, key, isoAt(context), rule);
    if (take === ATTEMPT_TAKE.taken) break;
    if (take === ATTEMPT_TAKE.locked) throw lockedError();
    if (Date.now() >= deadline) {
      throw new CognitoError(
        COGNITO_ERROR.tooManyRequests,
        'Too many sign-in attempts at once for this account; try again in a moment.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, SIGN_IN_RETRY_MS));
  }
  let settled = false;
  const settle = async (outcome: () => Promise<void>): Promise<void> => {
    if (settled) return;
    settled = true;
    await outcome();
  };
  return {
    failed: () => settle(() => failThrottleAttempt(context.db, key, isoAt(context), rule)),
    succeeded: () => settle(() => clearThrottle(context.db, key)),
  };
}

/** Forgets failed sign-ins (a password reset). */
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
