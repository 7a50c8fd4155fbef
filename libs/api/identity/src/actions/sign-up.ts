import {
  CODE_PURPOSE,
  CREDENTIAL_STATUS,
  confirmCredential,
  findIdentityUserByEmail,
  insertPasswordUser,
} from '@unfurl/api-db';
import { COGNITO_ERROR, CognitoError } from '../cognito-error';
import { consumeCode, sendCode } from '../codes';
import { isoAt } from '../identity-context';
import type { IdentityContext } from '../identity-context';
import { hashSecret } from '../passwords';
import {
  maskEmail,
  normaliseUsername,
  requireEmail,
  requireNewPassword,
  requireString,
} from '../request-fields';
import type { RequestBody } from '../request-fields';
import { limitCodeRequests } from '../throttles';
import { requireClientId } from './sign-in';

/** Where a code was sent, as Cognito reports it. */
export function codeDelivery(email: string): {
  Destination: string;
  DeliveryMedium: 'EMAIL';
  AttributeName: 'email';
} {
  return { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}

const PROFILE_ATTRIBUTES = ['email', 'name', 'given_name', 'family_name'] as const;

function readAttributes(
  body: RequestBody,
): Partial<Record<(typeof PROFILE_ATTRIBUTES)[number], string>> {
  const list = body['UserAttributes'] ?? [];
  if (!Array.isArray(list)) {
    throw new CognitoError(COGNITO_ERROR.invalidParameter, 'UserAttributes must be a list');
  }
  const attributes: Partial<Record<(typeof PROFILE_ATTRIBUTES)[number], string>> = {};
  for (const entry of list as { Name?: unknown; Value?: unknown }[]) {
    const name = PROFILE_ATTRIBUTES.find((known) => known === entry?.Name);
    if (!name || typeof entry.Value !== 'string' || entry.Value.length > 256) {
      throw new CognitoError(
        COGNITO_ERROR.invalidParameter,
        `Attributes did not conform to the schema: ${String(entry?.Name)}`,
      );
    }
    attributes[name] = entry.Value;
  }
  return attributes;
}

/** SignUp: Username (an email), Password, optional email/name/given_name/family_name. */
export async function signUp(
  context: IdentityContext,
  body: RequestBody,
): Promise<{
  UserConfirmed: boolean;
  UserSub: string;
  CodeDeliveryDetails: ReturnType<typeof codeDelivery>;
}> {
  requireClientId(context, body);
  const email = requireEmail(requireString(body, 'Username'));
  const password = requireNewPassword(requireString(body, 'Password'));
  const attributes = readAttributes(body);
  if (attributes.email !== undefined && normaliseUsername(attributes.email) !== email) {
    throw new CognitoError(COGNITO_ERROR.invalidParameter, 'email must equal Username');
  }
  await limitCodeRequests(context, email);
  const userId = await insertPasswordUser(context.db, {
    tenantId: await context.signUpTenantId(),
    email,
    firstName: attributes.given_name ?? null,
    lastName: attributes.family_name ?? null,
    name: attributes.name ?? null,
    passwordHash: await hashSecret(password),
    at: isoAt(context),
  });
  if (!userId) {
    throw new CognitoError(
      COGNITO_ERROR.usernameExists,
      'An account with the given email already exists.',
    );
  }
  await sendCode(context, { id: userId, email }, CODE_PURPOSE.confirmSignUp);
  return { UserConfirmed: false, UserSub: userId, CodeDeliveryDetails: codeDelivery(email) };
}

/**
 * True while the account's email waits for its code: an UNCONFIRMED account, or one that signed
 * up through `POST /v1/user` (CONFIRMED at once so it may sign in, its email still unverified).
 */
function awaitsConfirmation(
  user: { readonly status: string | null; readonly emailVerified: boolean } | undefined,
): boolean {
  if (!user || user.status === null) return false;
  return user.status === CREDENTIAL_STATUS.unconfirmed || !user.emailVerified;
}

/**
 * ConfirmSignUp: Username and ConfirmationCode; the account becomes CONFIRMED with a verified
 * email (also an account that signed in before confirming, which may then publish).
 */
export async function confirmSignUp(context: IdentityContext, body: RequestBody): Promise<object> {
  requireClientId(context, body);
  const email = normaliseUsername(requireString(body, 'Username'));
  const code = requireString(body, 'ConfirmationCode');
  const user = await findIdentityUserByEmail(context.db, email);
  if (user && user.status !== null && !awaitsConfirmation(user)) {
    throw new CognitoError(
      COGNITO_ERROR.notAuthorized,
      `User cannot be confirmed. Current status is ${user.status}`,
    );
  }
  await consumeCode(context, user?.id, CODE_PURPOSE.confirmSignUp, code);
  await confirmCredential(context.db, user!.id);
  return {};
}

/** ResendConfirmationCode: a new sign-up code for an unconfirmed account. */
export async function resendConfirmationCode(
  context: IdentityContext,
  body: RequestBody,
): Promise<{ CodeDeliveryDetails: ReturnType<typeof codeDelivery> }> {
  requireClientId(context, body);
  const email = normaliseUsername(requireString(body, 'Username'));
  await limitCodeRequests(context, email);
  const user = await findIdentityUserByEmail(context.db, email);
  if (awaitsConfirmation(user)) {
    await sendCode(context, user!, CODE_PURPOSE.confirmSignUp);
  }
  return { CodeDeliveryDetails: codeDelivery(email) };
}
