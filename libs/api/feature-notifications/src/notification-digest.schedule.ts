import type { FastifyInstance } from 'fastify';
import type { Db } from '@unfurl/api-db';
import type { JobQueue, JobWorker } from '@unfurl/api-jobs';
import { createFileMailer, createSmtpMailer, readMailConfig } from '@unfurl/api-mail';
import type { Mailer } from '@unfurl/api-mail';
import { claimDigestDay } from './notification-digest.queries';
import { NOTIFICATION_DIGEST_JOB, notificationDigestHandler } from './notification-digest.job';

/** What the schedule needs. */
export interface DigestScheduleOptions {
  readonly db: Db;
  readonly jobs: JobQueue;
  readonly mailer?: Mailer | undefined;
  readonly outboxDir?: string | undefined;
  /** Milliseconds between the checks whether today's digest is queued. */
  readonly checkMs: number;
}

/** The given mailer, else SMTP when SMTP_URL is set, else the outbox folder, else none. */
function digestMailer(app: FastifyInstance, options: DigestScheduleOptions): Mailer | undefined {
  if (options.mailer) return options.mailer;
  const config = readMailConfig();
  if (config) {
    const smtp = createSmtpMailer(config);
    app.addHook('onClose', () => smtp.close());
    return smtp;
  }
  return options.outboxDir ? createFileMailer({ dir: options.outboxDir }) : undefined;
}

/**
 * Runs the daily digest: once the app is ready, and then every `checkMs`, the first process to
 * claim the UTC day queues its `notification-digest` job; any process with the worker mails it.
 * Without a mailer nothing is scheduled.
 */
export function scheduleDigests(app: FastifyInstance, options: DigestScheduleOptions): void {
  const mailer = digestMailer(app, options);
  if (!mailer) return;
  const { db, jobs } = options;
  let worker: JobWorker | undefined;
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    try {
      const day = new Date().toISOString().slice(0, 10);
      if (await claimDigestDay(db, day)) await jobs.send(NOTIFICATION_DIGEST_JOB, { day });
    } catch (error) {
      app.log.warn({ err: error }, 'could not queue the notification digest');
    }
  };
  app.addHook('onReady', async () => {
    await jobs.declare(NOTIFICATION_DIGEST_JOB);
    worker = await jobs.work(NOTIFICATION_DIGEST_JOB, notificationDigestHandler(db, mailer), {
      concurrency: 1,
    });
    void check();
    timer = setInterval(() => void check(), options.checkMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await worker?.stop();
  });
}
