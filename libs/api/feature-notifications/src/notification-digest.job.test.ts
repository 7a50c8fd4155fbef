// The daily email digest: only users who opted in, only unread notifications since their last
// digest, each once; and the app's schedule queues the day's job on the real queue, which mails.
import { describe, expect, it } from 'vitest';
import { useFeatureServer } from '@unfurl/api-demo-seed/testing';
import { startJobQueue } from '@unfurl/api-jobs';
import type { JobQueue } from '@unfurl/api-jobs';
import type { MailMessage, Mailer } from '@unfurl/api-mail';
import { NOTIFICATION_DIGEST_JOB, sendDigests } from './notification-digest.job';
import { notificationsPlugin } from './notifications.plugin';
import { insertTestListing, signedInUsers } from './notifications.test-harness';
import type { TestUser } from './notifications.test-harness';

const mails: MailMessage[] = [];
const mailer: Mailer = {
  send: async (message) => {
    mails.push(message);
  },
  close: async () => undefined,
};

let queue: JobQueue | undefined;
const server = useFeatureServer({
  register: async (app, { db }) => {
    const jobs = await startJobQueue({ db, pollIntervalMs: 100 });
    queue = jobs;
    app.addHook('onClose', () => jobs.stop());
    await app.register(notificationsPlugin, { db, jobs, mailer, digestCheckMs: 60_000 });
  },
});

const waitFor = async (check: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('the notification digest', () => {
  it('is queued for the day once the app is ready and mails nobody who did not opt in', async () => {
    const [{ n }] = (await server().db.query<{ n: number }>(
      'SELECT count(*)::float8 AS n FROM notification_digest_runs WHERE day = current_date',
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('mails the opted-in user their unread notifications since the last digest, once', async () => {
    const { db } = server();
    const [owner, fan, quiet] = (await signedInUsers(server(), 'main', 3)) as [
      TestUser,
      TestUser,
      TestUser,
    ];
    const listingId = await insertTestListing(db, {
      tenant: 'main',
      ownerEmail: owner.email,
      title: 'Fjord',
    });
    await db.query(
      `UPDATE users SET notification_digest = true, notification_digest_sent_at = now()
       WHERE id = $1`,
      [owner.userId],
    );
    await db.query('INSERT INTO listing_likes (listing_id, user_id) VALUES ($1, $2)', [
      listingId,
      fan.userId,
    ]);
    await db.query('INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2)', [
      fan.userId,
      quiet.userId,
    ]);
    mails.length = 0;
    expect(await sendDigests(db, mailer)).toBeGreaterThanOrEqual(1);
    const mine = mails.filter((m) => m.to === owner.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('Unfurl: 1 unread notification');
    expect(mine[0]!.text).toContain('- Reader No 2 liked "Fjord"');
    expect(mails.some((m) => m.to === quiet.email)).toBe(false);
    // Nothing new: no second mail; something new: only that.
    mails.length = 0;
    await sendDigests(db, mailer);
    expect(mails.filter((m) => m.to === owner.email)).toHaveLength(0);
    await db.query('INSERT INTO comments (listing_id, user_id, text) VALUES ($1, $2, $3)', [
      listingId,
      fan.userId,
      JSON.stringify('Lovely'),
    ]);
    await sendDigests(db, mailer);
    const next = mails.filter((m) => m.to === owner.email);
    expect(next).toHaveLength(1);
    expect(next[0]!.text).toContain('commented on "Fjord"');
    expect(next[0]!.text).not.toContain('liked');
  });

  it('runs on the job queue: a queued digest job mails', async () => {
    const { db } = server();
    const [owner, fan] = (await signedInUsers(server(), 'main', 2)) as [TestUser, TestUser];
    await db.query('UPDATE users SET notification_digest = true WHERE id = $1', [owner.userId]);
    await db.query('INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2)', [
      fan.userId,
      owner.userId,
    ]);
    mails.length = 0;
    await queue!.send(NOTIFICATION_DIGEST_JOB, { day: '2026-01-01' });
    await waitFor(() => mails.some((m) => m.to === owner.email));
    expect(mails.find((m) => m.to === owner.email)!.text).toContain('started following you');
  });
});
