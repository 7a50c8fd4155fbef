// The daily email digest (opt-in): one job a day on the durable queue mails each user who opted
// in their unread notifications since their last digest.
import type { Queryable } from '@unfurl/api-db';
import { defineJob } from '@unfurl/api-jobs';
import type { JobHandler } from '@unfurl/api-jobs';
import type { Mailer } from '@unfurl/api-mail';
import { digestRecipients, markDigestSent } from './notification-digest.queries';
import type { DigestItem, DigestRecipient } from './notification-digest.queries';

/** The digest of one day (`day`: YYYY-MM-DD, UTC). */
export const NOTIFICATION_DIGEST_JOB = defineJob<{ day: string }>('notification-digest', {
  expireInSeconds: 15 * 60,
  retryLimit: 3,
  retryDelaySeconds: 5 * 60,
});

/** Lines listed in one mail; the rest are counted. */
const MAX_LINES = 20;

/** One line of the digest, plain text. */
function digestLine(item: DigestItem): string {
  const who = item.actorName ?? 'Someone';
  const listing = item.listingTitle ? `"${item.listingTitle}"` : 'your map';
  switch (item.type) {
    case 'COMMENT':
      return `${who} commented on ${listing}`;
    case 'REPLY':
      return `${who} replied to your comment on ${listing}`;
    case 'LIKE':
      return `${who} liked ${listing}`;
    case 'FOLLOW':
      return `${who} started following you`;
    default:
      return item.message || `${item.type.toLowerCase()} notification`;
  }
}

/** The mail of one recipient. */
export function digestMail(recipient: DigestRecipient & { readonly unread: number }) {
  const lines = recipient.items.slice(0, MAX_LINES).map((item) => `- ${digestLine(item)}`);
  const more = recipient.unread - lines.length;
  const plural = recipient.unread === 1 ? 'notification' : 'notifications';
  return {
    to: recipient.email,
    subject: `${recipient.tenantName}: ${recipient.unread} unread ${plural}`,
    text: [
      `You have ${recipient.unread} unread ${plural} on ${recipient.tenantName}:`,
      '',
      ...lines,
      ...(more > 0 ? [`...and ${more} more.`] : []),
      '',
      'You get this daily digest because you turned it on in your notification settings.',
    ].join('\n'),
  };
}

/**
 * Mails every due digest; each user is marked sent right after their mail, so a retry after a
 * failure mails only those not reached yet. Resolves with the number of mails sent.
 */
export async function sendDigests(db: Queryable, mailer: Mailer): Promise<number> {
  let sent = 0;
  for (const recipient of await digestRecipients(db)) {
    await mailer.send(digestMail(recipient));
    await markDigestSent(db, recipient.userId, recipient.newest);
    sent += 1;
  }
  return sent;
}

/** The job handler: the day's digests. */
export function notificationDigestHandler(
  db: Queryable,
  mailer: Mailer,
): JobHandler<{ day: string }> {
  return async () => {
    await sendDigests(db, mailer);
  };
}
