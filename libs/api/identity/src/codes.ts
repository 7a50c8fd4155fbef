import { randomInt } from 'node:crypto';
import {
  CODE_PURPOSE,
  countCodeFailure,
  deleteCode,
  findCode,
  insertOutboxMail,
  putCode,
} from '@unfurl/api-db';
import type { CodePurpose } from '@unfurl/api-db';
import { isMailDeliveryError } from '@unfurl/api-mail';
import { COGNITO_ERROR, CognitoError } from './cognito-error';
import { isoAt } from './identity-context';
import type { IdentityContext } from './identity-context';
import { hashSecret, verifySecret } from './passwords';

/** A random six-digit code, leading zeros kept. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

const MAIL: Record<CodePurpose, { subject: string; body: (code: string) => string }> = {
  [CODE_PURPOSE.confirmSignUp]: {
    subject: 'Your Unfurl verification code',
    body: (code) => `Your verification code is ${code}. It expires in 24 hours.`,
  },
  [CODE_PURPOSE.resetPassword]: {
    subject: 'Reset your Unfurl password',
    body: (code) => `Your password reset code is ${code}. It expires in 1 hour.`,
  },
};

/** Template of the mail to the owner of an email someone tried to sign up with again. */
export const ACCOUNT_EXISTS_TEMPLATE = 'accountExists';

const ACCOUNT_EXISTS_MAIL = {
  subject: 'Someone tried to sign up with your email',
  body: () =>
    'Someone, perhaps you, tried to create an Unfurl account with this email address, which ' +
    'already has one. If it was you, sign in, or choose "Forgot password" to set a new ' +
    'password. If it was not, you can ignore this mail: your account is unchanged.',
};

/**
 * The work of making a code (one argon2id hash) for an email that gets none (unknown, or not
 * waiting for a code), so the answer takes as long as when a code is made: its timing does not
 * tell whether the account exists.
 */
export async function spendCodeWork(): Promise<void> {
  await hashSecret(newCode());
}

/**
 * Tells the owner of an account that someone tried to sign up with their email (instead of
 * answering UsernameExistsException), after the same work as a code ({@link spendCodeWork}).
 */
export async function mailAccountExists(context: IdentityContext, email: string): Promise<void> {
  await spendCodeWork();
  await deliver(context, email, ACCOUNT_EXISTS_TEMPLATE, {
    subject: ACCOUNT_EXISTS_MAIL.subject,
    text: ACCOUNT_EXISTS_MAIL.body(),
  });
}

/**
 * Creates a code (stored as argon2id), replacing any earlier one, and mails it: through the
 * context's mailer (SMTP) when there is one, else into the `identity_outbox` table.
 */
export async function sendCode(
  context: IdentityContext,
  user: { readonly id: string; readonly email: string },
  purpose: CodePurpose,
): Promise<void> {
  const code = newCode();
  const ttlSeconds =
    purpose === CODE_PURPOSE.confirmSignUp
      ? context.config.confirmCodeTtlSeconds
      : context.config.resetCodeTtlSeconds;
  await putCode(context.db, {
    userId: user.id,
    purpose,
    codeHash: await hashSecret(code),
    at: isoAt(context),
    expiresAt: isoAt(context, ttlSeconds * 1000),
  });
  const mail = MAIL[purpose];
  await deliver(context, user.email, purpose, { subject: mail.subject, text: mail.body(code) });
}

/** Sends a mail through the context's mailer, else writes it to the `identity_outbox` table. */
async function deliver(
  context: IdentityContext,
  to: string,
  template: string,
  mail: { readonly subject: string; readonly text: string },
): Promise<void> {
  if (context.mailer) {
    await context.mailer
      .send({ to, subject: mail.subject, text: mail.text })
      .catch((error: unknown) => {
        if (!isMailDeliveryError(error)) throw error;
        throw new CognitoError(
          COGNITO_ERROR.codeDeliveryFailure,
          'Unable to deliver the verification code, please try again later.',
        );
      });
    return;
  }
  await insertOutboxMail(context.db, {
    recipient: to,
    template,
    subject: mail.subject,
    body: mail.text,
    at: isoAt(context),
  });
}

/**
 * Checks and consumes a code. No code → CodeMismatchException; expired → ExpiredCodeException;
 * wrong → CodeMismatchException, and the last allowed wrong guess burns the code and answers
 * TooManyFailedAttemptsException.
 */
export async function consumeCode(
  context: IdentityContext,
  userId: string | undefined,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const stored = userId === undefined ? undefined : await findCode(context.db, userId, purpose);
  const matches = await verifySecret(stored?.codeHash, code);
  if (!stored || userId === undefined) throw mismatch();
  if (stored.expiresAtMs <= context.now()) {
    await deleteCode(context.db, userId, purpose);
    throw new CognitoError(
      COGNITO_ERROR.expiredCode,
      'Invalid code provided, please request a code again.',
    );
  }
  if (!matches) {
    const failures = await countCodeFailure(context.db, userId, purpose);
    if (failures >= context.config.maxCodeFailures) {
      await deleteCode(context.db, userId, purpose);
      throw new CognitoError(
        COGNITO_ERROR.tooManyFailedAttempts,
        'Too many wrong codes, please request a code again.',
      );
    }
    throw mismatch();
  }
  await deleteCode(context.db, userId, purpose);
}

function mismatch(): CognitoError {
  return new CognitoError(
    COGNITO_ERROR.codeMismatch,
    'Invalid verification code provided, please try again.',
  );
}
