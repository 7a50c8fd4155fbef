import {
  CODE_PURPOSE,
  CREDENTIAL_STATUS,
  findIdentityUserByEmail,
  revokeUserSessions,
  setPassword,
} from '@unfurl/api-db';
import { COGNITO_ERROR, CognitoError } from '../cognito-error';
import { consumeCode, sendCode, spendCodeWork } from '../codes';
import { isoAt } from '../identity-context';
import type { IdentityContext } from '../identity-context';
import { hashSecret, verifySecret } from '../passwords';
import { normaliseUsername, requireNewPassword, requireString } from '../request-fields';
import type { RequestBody } from '../request-fields';
import { clearFailedSignIns, limitCodeRequests, takeSignInAttempt } from '../throttles';
import { requireSession } from './sessions';
import { requireClientId } from './sign-in';
import { codeDelivery } from './sign-up';

/**
 * ForgotPassword: queues a reset code. Unknown emails get the same answer and no mail after the
 * same work (one argon2id hash), so neither the answer nor its timing tells whether an account
 * exists.
 */
export async function forgotPassword(
  context: IdentityContext,
  body: RequestBody,
): Promise<{ CodeDeliveryDetails: ReturnType<typeof codeDelivery> }> {
  requireClientId(context, body);
  const email = normaliseUsername(requireString(body, 'Username'));
  await limitCodeRequests(context, email);
  const user = await findIdentityUserByEmail(context.db, email);
  if (user) await sendCode(context, user, CODE_PURPOSE.resetPassword);
  else await spendCodeWork();
  return { CodeDeliveryDetails: codeDelivery(email) };
}

/** ConfirmForgotPassword: code + new password; every session of the user ends. */
export async function confirmForgotPassword(
  context: IdentityContext,
  body: RequestBody,
): Promise<object> {
  requireClientId(context, body);
  const email = normaliseUsername(requireString(body, 'Username'));
  const code = requireString(body, 'ConfirmationCode');
  const password = requireNewPassword(requireString(body, 'Password'));
  const user = await findIdentityUserByEmail(context.db, email);
  await consumeCode(context, user?.id, CODE_PURPOSE.resetPassword, code);
  const userId = user!.id;
  await setPassword(context.db, userId, {
    passwordHash: await hashSecret(password),
    // The code reached the mailbox, so the email is proven.
    status: CREDENTIAL_STATUS.confirmed,
    emailVerified: true,
    at: isoAt(context),
  });
  await revokeUserSessions(context.db, userId, isoAt(context));
  await clearFailedSignIns(context, email);
  return {};
}

/**
 * ChangePassword: AccessToken, PreviousPassword, ProposedPassword. Every session of the user is
 * revoked, the caller's too (its refresh token stops working; sign in again with the new one).
 */
export async function changePassword(context: IdentityContext, body: RequestBody): Promise<object> {
  const { user } = await requireSession(context, body);
  const previous = requireString(body, 'PreviousPassword');
  const proposed = requireNewPassword(requireString(body, 'ProposedPassword'));
  const attempt = await takeSignInAttempt(context, user.email);
  if (!(await verifySecret(user.passwordHash, previous))) {
    await attempt.failed();
    throw new CognitoError(COGNITO_ERROR.notAuthorized, 'Incorrect username or password.');
  }
  await attempt.succeeded();
  await setPassword(context.db, user.id, {
    passwordHash: await hashSecret(proposed),
    status: CREDENTIAL_STATUS.confirmed,
    emailVerified: user.emailVerified,
    at: isoAt(context),
  });
  await revokeUserSessions(context.db, user.id, isoAt(context));
  return {};
}
