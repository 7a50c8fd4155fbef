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
  if (context.mailer) {
    await context.mailer
      .send({ to: user.email, subject: mail.subject, text: mail.body(code) })
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
    recipient: user.email,
    template: purpose,
    subject: mail.subject,
    body: mail.body(code),
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
