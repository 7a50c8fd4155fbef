import type { Db } from '@unfurl/api-db';
import type { JobQueue } from '@unfurl/api-jobs';
import type { Mailer } from '@unfurl/api-mail';

/** Options of `notificationsPlugin`: plain values the app passes. */
export type NotificationsOptions = {
  readonly db: Db;
  /** The durable job queue: the daily digest runs on it. Without it no digest is sent. */
  readonly jobs?: JobQueue | undefined;
  /**
   * Digest mails; default SMTP when SMTP_URL is set, else `.eml` files in `outboxDir`, else no
   * digest.
   */
  readonly mailer?: Mailer | undefined;
  /** Without SMTP, digest mails are written here (the app's `DATA_DIR/outbox`). */
  readonly outboxDir?: string | undefined;
  /** Milliseconds between the stream's looks for new rows; default 1,000. */
  readonly pollIntervalMs?: number;
  /** Milliseconds between heartbeat comments on open streams; default 15,000. */
  readonly heartbeatMs?: number;
  /** Milliseconds between the checks whether today's digest is queued; default one hour. */
  readonly digestCheckMs?: number;
};
