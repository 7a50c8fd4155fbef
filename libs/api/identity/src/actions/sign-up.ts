import { randomUUID } from 'node:crypto';
import {
  CODE_PURPOSE,
  CREDENTIAL_STATUS,
  confirmCredential,
  findIdentityUserByEmail,
  insertPasswordUser,
} from '@unfurl/api-db';
import { COGNITO_ERROR, CognitoError } from '../cognito-error';
import { consumeCode, mailAccountExists, sendCode, spendCodeWork } from '../codes';
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

/** How a sign-up leaves the new account. */
export interface SignUpOptions {
  /**
   * True: CONFIRMED at once, so it may sign in, with its email unverified until the code
   * (`POST /v1/user`, R-051). False (Cognito's SignUp): UNCONFIRMED until the code.
   */
  readonly confirmed: boolean;
}

/** SignUp's answer (also for a taken email: see {@link signUp}). */
export interface SignUpAnswer {
  readonly UserConfirmed: boolean;
  readonly UserSub: string;
  readonly CodeDeliveryDetails: ReturnType<typeof codeDelivery>;
}

/**
 * SignUp: Username (an email), Password, optional email/name/given_name/family_name. The user and
 * the password credential are written in one statement, then the code is mailed. A taken email
 * gets the same answer after the same work (Cognito's "prevent user existence errors"), with a
 * random UserSub: its account is unchanged, and its owner gets a new code if the email still waits
 * for one, else a mail saying someone tried to sign up with it.
 */
export async function signUp(
  context: IdentityContext,
  body: RequestBody,
  options: SignUpOptions = { confirmed: false },
): Promise<SignUpAnswer> {
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
    status: options.confirmed ? CREDENTIAL_STATUS.confirmed : CREDENTIAL_STATUS.unconfirmed,
    at: isoAt(context),
  });
  if (userId) await sendCode(context, { id: userId, email }, CODE_PURPOSE.confirmSignUp);
  else await answerTakenEmail(context, email);
  return {
    UserConfirmed: options.confirmed,
    UserSub: userId ?? randomUUID(),
    CodeDeliveryDetails: codeDelivery(email),
  };
}

/** A sign-up with a taken email: a new code if the email waits for one, else a notice mail. */
async function answerTakenEmail(context: IdentityContext, email: string): Promise<void> {
  const user = await findIdentityUserByEmail(context.db, email);
  if (user && awaitsConfirmation(user)) await sendCode(context, user, CODE_PURPOSE.confirmSignUp);
  else if (user) await mailAccountExists(context, email);
  else await spendCodeWork();
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
  // The same work whether or not a code is sent, so the timing does not tell.
  if (awaitsConfirmation(user)) await sendCode(context, user!, CODE_PURPOSE.confirmSignUp);
  else await spendCodeWork();
  return { CodeDeliveryDetails: codeDelivery(email) };
}
