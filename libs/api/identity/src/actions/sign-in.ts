import {
  CREDENTIAL_STATUS,
  findIdentityUserByEmail,
  findIdentityUserById,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  revokeSession,
  useRefreshToken,
} from '@unfurl/api-db';
import type { IdentityUser } from '@unfurl/api-db';
import { COGNITO_ERROR, CognitoError, incorrectCredentials } from '../cognito-error';
import { isoAt } from '../identity-context';
import type { IdentityContext } from '../identity-context';
import { verifySecret } from '../passwords';
import { normaliseUsername, requireString, stringMap } from '../request-fields';
import type { RequestBody } from '../request-fields';
import { takeSignInAttempt } from '../throttles';
import { hashRefreshToken, newRefreshToken, signSessionTokens } from '../tokens';

/** Cognito's AuthenticationResult. */
export interface AuthenticationResult {
  readonly IdToken: string;
  readonly AccessToken: string;
  readonly RefreshToken?: string;
  readonly ExpiresIn: number;
  readonly TokenType: 'Bearer';
}

/** InitiateAuth flows this service supports. */
export const AUTH_FLOW = {
  userPassword: 'USER_PASSWORD_AUTH',
  refreshToken: 'REFRESH_TOKEN_AUTH',
  refreshTokenAlias: 'REFRESH_TOKEN',
} as const;

/** The `ClientId` of a request, which must be a configured app client. */
export function requireClientId(context: IdentityContext, body: RequestBody): string {
  const clientId = requireString(body, 'ClientId');
  if (!context.config.clientIds.includes(clientId)) {
    throw new CognitoError(
      COGNITO_ERROR.resourceNotFound,
      `User pool client ${clientId} does not exist.`,
    );
  }
  return clientId;
}

/** InitiateAuth: USER_PASSWORD_AUTH or REFRESH_TOKEN_AUTH. */
export async function initiateAuth(
  context: IdentityContext,
  body: RequestBody,
): Promise<{ AuthenticationResult: AuthenticationResult; ChallengeParameters: object }> {
  const clientId = requireClientId(context, body);
  const flow = requireString(body, 'AuthFlow');
  const params = stringMap(body, 'AuthParameters');
  const result =
    flow === AUTH_FLOW.userPassword
      ? await passwordSignIn(context, clientId, params)
      : flow === AUTH_FLOW.refreshToken || flow === AUTH_FLOW.refreshTokenAlias
        ? await refreshSignIn(context, clientId, params)
        : undefined;
  if (!result) {
    throw new CognitoError(
      COGNITO_ERROR.invalidParameter,
      `Unsupported AuthFlow ${flow}: use ${AUTH_FLOW.userPassword} or ${AUTH_FLOW.refreshToken}`,
    );
  }
  return { AuthenticationResult: result, ChallengeParameters: {} };
}

async function passwordSignIn(
  context: IdentityContext,
  clientId: string,
  params: Readonly<Record<string, string>>,
): Promise<AuthenticationResult> {
  const username = normaliseUsername(requireString(params, 'USERNAME'));
  const password = requireString(params, 'PASSWORD');
  // The attempt is counted before the password is verified (a burst cannot outrun the lock).
  const attempt = await takeSignInAttempt(context, username);
  const user = await findIdentityUserByEmail(context.db, username);
  // One argon2id verification whether or not the user exists: same error, similar time.
  if (!(await verifySecret(user?.passwordHash, password)) || !user) {
    await attempt.failed();
    throw incorrectCredentials();
  }
  await attempt.succeeded();
  if (user.status === CREDENTIAL_STATUS.unconfirmed) {
    throw new CognitoError(COGNITO_ERROR.userNotConfirmed, 'User is not confirmed.');
  }
  if (user.status === CREDENTIAL_STATUS.resetRequired) {
    throw new CognitoError(
      COGNITO_ERROR.passwordResetRequired,
      'Password reset required for the user',
    );
  }
  return startSession(context, user, clientId);
}

/** Starts a session: a refresh token plus signed id and access tokens. */
export async function startSession(
  context: IdentityContext,
  user: IdentityUser,
  clientId: string,
): Promise<AuthenticationResult> {
  const sessionId = await insertSession(context.db, {
    userId: user.id,
    clientId,
    at: isoAt(context),
  });
  const refresh = await issueRefreshToken(context, sessionId);
  const tokens = await signSessionTokens(
    context.keys,
    context.config,
    { user, clientId, sessionId, authTime: Math.floor(context.now() / 1000) },
    context.now(),
  );
  return { ...tokens, RefreshToken: refresh, TokenType: 'Bearer' };
}

async function issueRefreshToken(context: IdentityContext, sessionId: string): Promise<string> {
  const { token, tokenHash } = newRefreshToken();
  await insertRefreshToken(context.db, {
    tokenHash,
    sessionId,
    at: isoAt(context),
    expiresAt: isoAt(context, context.config.refreshTokenTtlSeconds * 1000),
  });
  return token;
}

/**
 * REFRESH_TOKEN_AUTH with rotation: the presented token is used up and a new one is returned.
 * A token presented twice (a stolen copy) revokes its whole session.
 */
async function refreshSignIn(
  context: IdentityContext,
  clientId: string,
  params: Readonly<Record<string, string>>,
): Promise<AuthenticationResult> {
  const tokenHash = hashRefreshToken(requireString(params, 'REFRESH_TOKEN'));
  const stored = await findRefreshToken(context.db, tokenHash);
  const invalid = (): CognitoError =>
    new CognitoError(COGNITO_ERROR.notAuthorized, 'Invalid Refresh Token');
  if (!stored || stored.revoked || stored.clientId !== clientId) throw invalid();
  if (stored.expiresAtMs <= context.now())
    throw new CognitoError(COGNITO_ERROR.notAuthorized, 'Refresh Token has expired');
  if (!(await useRefreshToken(context.db, tokenHash, isoAt(context)))) {
    await revokeSession(context.db, stored.sessionId, isoAt(context));
    throw invalid();
  }
  const user = await findIdentityUserById(context.db, stored.userId);
  if (!user) throw invalid();
  const RefreshToken = await issueRefreshToken(context, stored.sessionId);
  const tokens = await signSessionTokens(
    context.keys,
    context.config,
    {
      user,
      clientId,
      sessionId: stored.sessionId,
      authTime: Math.floor(stored.sessionStartedAtMs / 1000),
    },
    context.now(),
  );
  return { ...tokens, RefreshToken, TokenType: 'Bearer' };
}
