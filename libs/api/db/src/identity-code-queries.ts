// SQL of the identity service's one-time codes (argon2id hashes) and the mail outbox that
// delivers them (migration 0004). Times in as ISO strings, out as epoch milliseconds.
import type { Queryable } from './db';

/** Purposes of one-time codes. */
export const CODE_PURPOSE = {
  confirmSignUp: 'CONFIRM_SIGN_UP',
  resetPassword: 'RESET_PASSWORD',
} as const;

/** One code purpose. */
export type CodePurpose = (typeof CODE_PURPOSE)[keyof typeof CODE_PURPOSE];

/** A live one-time code. */
export interface StoredCode {
  readonly codeHash: string;
  readonly expiresAtMs: number;
  readonly failedAttempts: number;
}

/** Replaces the user's code for a purpose. */
export async function putCode(
  db: Queryable,
  code: {
    readonly userId: string;
    readonly purpose: CodePurpose;
    readonly codeHash: string;
    readonly at: string;
    readonly expiresAt: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO identity_codes (user_id, purpose, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)
     ON CONFLICT (user_id, purpose) DO UPDATE SET code_hash = $3, created_at = $4::timestamptz,
       expires_at = $5::timestamptz, failed_attempts = 0`,
    [code.userId, code.purpose, code.codeHash, code.at, code.expiresAt],
  );
}

/** The user's live code for a purpose, or undefined. */
export async function findCode(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
): Promise<StoredCode | undefined> {
  const [row] = await db.query<StoredCode>(
    `SELECT code_hash AS "codeHash", (extract(epoch FROM expires_at) * 1000)::float8 AS "expiresAtMs",
            failed_attempts AS "failedAttempts"
     FROM identity_codes WHERE user_id = $1 AND purpose = $2`,
    [userId, purpose],
  );
  return row;
}

/** Counts a wrong guess at a code; returns the failed attempts so far. */
export async function countCodeFailure(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `UPDATE identity_codes SET failed_attempts = failed_attempts + 1
     WHERE user_id = $1 AND purpose = $2 RETURNING failed_attempts AS n`,
    [userId, purpose],
  );
  return row?.n ?? 0;
}

/** Deletes a user's code for a purpose (used, or burned by too many guesses). */
export async function deleteCode(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
): Promise<void> {
  await db.query('DELETE FROM identity_codes WHERE user_id = $1 AND purpose = $2', [
    userId,
    purpose,
  ]);
}

/** A mail in the outbox. */
export interface OutboxMail {
  readonly id: number;
  readonly recipient: string;
  readonly template: string;
  readonly subject: string;
  readonly body: string;
}

/** Queues a mail. */
export async function insertOutboxMail(
  db: Queryable,
  mail: Omit<OutboxMail, 'id'> & { readonly at: string },
): Promise<void> {
  await db.query(
    `INSERT INTO identity_outbox (recipient, template, subject, body, created_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz)`,
    [mail.recipient, mail.template, mail.subject, mail.body, mail.at],
  );
}

/** Unsent mails, oldest first (optionally for one recipient). */
export async function listOutboxMail(db: Queryable, recipient?: string): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `SELECT id::float8 AS id, recipient, template, subject, body FROM identity_outbox
     WHERE sent_at IS NULL AND ($1::text IS NULL OR recipient = $1) ORDER BY id`,
    [recipient ?? null],
  );
}
