import { findIdentityUserById, isSessionActive, revokeUserSessions } from '@unfurl/api-db';
import type { IdentityUser } from '@unfurl/api-db';
import { COGNITO_ERROR, CognitoError } from '../cognito-error';
import { isoAt } from '../identity-context';
import type { IdentityContext } from '../identity-context';
import { requireString } from '../request-fields';
import type { RequestBody } from '../request-fields';
import { isInvalidTokenError } from '../token-verifier';

/**
 * The user behind `AccessToken`: a valid signature, issuer, audience and expiry, and a session
 * that is not revoked (sign-out and password changes end sessions before tokens expire).
 */
export async function requireSession(
  context: IdentityContext,
  body: RequestBody,
): Promise<{ user: IdentityUser; sessionId: string }> {
  const token = requireString(body, 'AccessToken');
  const claims = await context.verifier.verifyAccessToken(token).catch((error: unknown) => {
    if (!isInvalidTokenError(error)) throw error;
    throw new CognitoError(
      COGNITO_ERROR.notAuthorized,
      error.reason === 'expired' ? 'Access Token has expired' : 'Invalid Access Token',
    );
  });
  // A validly signed token proves the account existed, so a deleted one may say so.
  const user = await findIdentityUserById(context.db, claims.sub);
  if (!user) throw new CognitoError(COGNITO_ERROR.userNotFound, 'User does not exist.');
  if (!(await isSessionActive(context.db, claims.sessionId))) {
    throw new CognitoError(COGNITO_ERROR.notAuthorized, 'Access Token has been revoked');
  }
  return { user, sessionId: claims.sessionId };
}

/** GetUser: the signed-in user's username (the user id) and attributes. */
export async function getUser(
  context: IdentityContext,
  body: RequestBody,
): Promise<{ Username: string; UserAttributes: { Name: string; Value: string }[] }> {
  const { user } = await requireSession(context, body);
  const attributes: [string, string | null][] = [
    ['sub', user.id],
    ['email', user.email],
    ['email_verified', String(user.emailVerified)],
    ['name', user.name],
    ['given_name', user.firstName],
    ['family_name', user.lastName],
  ];
  return {
    Username: user.id,
    UserAttributes: attributes
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([Name, Value]) => ({ Name, Value })),
  };
}

/** GlobalSignOut: every session of the user ends (refresh and access tokens stop working). */
export async function globalSignOut(context: IdentityContext, body: RequestBody): Promise<object> {
  const { user } = await requireSession(context, body);
  await revokeUserSessions(context.db, user.id, isoAt(context));
  return {};
}
