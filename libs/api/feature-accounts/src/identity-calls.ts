import { updateAccount } from '@unfurl/api-db';
import { IDENTITY_ACTION, TARGET_PREFIX } from '@unfurl/api-identity';
import type { AuthenticationResult, IdentityAction, SignUpAnswer } from '@unfurl/api-identity';
import { emailProblem, passwordProblem } from '@unfurl/validators';
import type { SignupBodyWire, SignupResultWire } from '@unfurl/validators';
import { BadRequestError } from '@unfurl/api-http';
import { ACCOUNTS_ERROR_CODE, viaIdentity } from './accounts-error';
import type { Accounts } from './accounts-options';

/** Runs one identity action for a client (rate limits key on it), as the Cognito endpoint does. */
function call<T>(
  accounts: Accounts,
  action: IdentityAction,
  body: object,
  client: string,
): Promise<T> {
  const ClientId = accounts.identity.config.clientIds[0];
  return viaIdentity(
    () =>
      accounts.identity.handle(
        `${TARGET_PREFIX}${action}`,
        { ClientId, ...body },
        client,
      ) as Promise<T>,
  );
}

/** 400 unless the email and password follow the rules of 2§5. */
export function checkCredentials(email: string, password: string): void {
  const emailIssue = emailProblem(email);
  if (emailIssue) throw new BadRequestError(emailIssue, ACCOUNTS_ERROR_CODE.invalidEmail);
  const passwordIssue = passwordProblem(password);
  if (passwordIssue) {
    throw new BadRequestError(passwordIssue, ACCOUNTS_ERROR_CODE.invalidPassword);
  }
}

/**
 * Signs a user up through the identity service (`signUpConfirmed`: SignUp whose account may sign
 * in at once, 2§7: the answer holds an idToken; the email stays unverified) and signs in with the
 * password (InitiateAuth), so the account works with the Cognito endpoint from the first moment.
 * A taken email is not refused (that would tell who has an account): SignUp answers as for a new
 * one and mails the owner, and the sign-in then succeeds with the owner's password (the owner is
 * signed in, the same 201) or fails as any wrong password does (400 NotAuthorizedException).
 * The account is written in one statement, so a sign-up cut short after it signs in, and the
 * same sign-up repeated answers 201.
 */
export async function signUpAndSignIn(
  accounts: Accounts,
  body: SignupBodyWire,
  client: string,
): Promise<SignupResultWire> {
  const email = body.email.trim();
  checkCredentials(email, body.password);
  const attribute = (Name: string, Value: string | undefined) =>
    Value === undefined || Value.trim() === '' ? [] : [{ Name, Value: Value.trim() }];
  const signedUp: SignUpAnswer = await viaIdentity(() =>
    accounts.identity.signUpConfirmed(
      {
        ClientId: accounts.identity.config.clientIds[0],
        Username: email,
        Password: body.password,
        UserAttributes: [
          ...attribute('name', body.name),
          ...attribute('given_name', body.firstName),
          ...attribute('family_name', body.lastName),
        ],
      },
      client,
    ),
  );
  const { AuthenticationResult: tokens } = await call<{
    AuthenticationResult: AuthenticationResult;
  }>(
    accounts,
    IDENTITY_ACTION.InitiateAuth,
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: body.password },
    },
    client,
  );
  const { sub: userId } = await accounts.identity.verifyIdToken(tokens.IdToken);
  // Only a new account takes the sign-up's choices (an owner signing up again keeps theirs).
  if (body.newsletterSignUp && userId === signedUp.UserSub) {
    await updateAccount(
      accounts.db,
      userId,
      { newsletter: true },
      new Date(accounts.now()).toISOString(),
    );
  }
  return {
    userId,
    idToken: tokens.IdToken,
    accessToken: tokens.AccessToken,
    refreshToken: tokens.RefreshToken ?? '',
    expiresIn: tokens.ExpiresIn,
  };
}

/** Sends a password reset code (ForgotPassword; unknown emails get the same answer). */
export async function sendResetCode(
  accounts: Accounts,
  email: string,
  client: string,
): Promise<{ destination: string; deliveryMedium: 'EMAIL' }> {
  const issue = emailProblem(email);
  if (issue) throw new BadRequestError(issue, ACCOUNTS_ERROR_CODE.invalidEmail);
  const answer = await call<{ CodeDeliveryDetails: { Destination: string } }>(
    accounts,
    IDENTITY_ACTION.ForgotPassword,
    { Username: email.trim() },
    client,
  );
  return { destination: answer.CodeDeliveryDetails.Destination, deliveryMedium: 'EMAIL' };
}

/** Sets a new password with the emailed code (ConfirmForgotPassword; every session ends). */
export async function resetPassword(
  accounts: Accounts,
  body: { readonly email: string; readonly password: string; readonly id: string },
  client: string,
): Promise<void> {
  checkCredentials(body.email.trim(), body.password);
  await call(
    accounts,
    IDENTITY_ACTION.ConfirmForgotPassword,
    { Username: body.email.trim(), ConfirmationCode: body.id.trim(), Password: body.password },
    client,
  );
}
