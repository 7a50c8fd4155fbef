// The daily email digest: who opted in and has unread notifications since their last digest.
import type { Queryable } from '@unfurl/api-db';

/** One recipient of a digest and the unread notifications it holds (newest first). */
export interface DigestRecipient {
  readonly userId: string;
  readonly email: string;
  readonly tenantName: string;
  readonly items: readonly DigestItem[];
}

/** One line of a digest. */
export interface DigestItem {
  readonly id: number;
  readonly type: string;
  readonly actorName: string | null;
  readonly listingTitle: string | null;
  readonly message: string;
}

/**
 * Users who opted in and have unread notifications (personal or their tenant's GLOBAL ones)
 * newer than their last digest: the notifications (GLOBAL first, then newest first), their count
 * and the newest one's time.
 */
export async function digestRecipients(
  db: Queryable,
): Promise<(DigestRecipient & { readonly unread: number; readonly newest: string })[]> {
  return db.query(
    `SELECT u.id::text AS "userId", u.email, t.name AS "tenantName",
       count(*)::float8 AS unread,
       (jsonb_agg(jsonb_build_object('id', n.id, 'type', n.type,
          'actorName', coalesce(nullif(concat_ws(' ', a.first_name, a.last_name), ''), a.name),
          'listingTitle', n.data ->> 'listingTitle', 'message', n.message)
        ORDER BY (n.type = 'GLOBAL') DESC, n.id DESC)) AS items,
       max(n.created_at)::text AS newest
     FROM users u JOIN tenants t ON t.id = u.tenant_id
     JOIN notifications n ON n.tenant_id = u.tenant_id
       AND (n.user_id = u.id OR (n.user_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM notification_reads r
                         WHERE r.notification_id = n.id AND r.user_id = u.id)))
       AND (n.user_id IS NULL OR n.read_at IS NULL)
       AND n.created_at > coalesce(u.notification_digest_sent_at, '-infinity'::timestamptz)
     LEFT JOIN users a ON a.id = n.actor_id
     WHERE u.notification_digest
     GROUP BY u.id, u.email, t.name`,
  );
}

/** Records that a user's digest went out: the next one holds only what came after `newest`. */
export async function markDigestSent(db: Queryable, userId: string, newest: string): Promise<void> {
  await db.query(
    'UPDATE users SET notification_digest_sent_at = $2::timestamptz WHERE id = $1::uuid',
    [userId, newest],
  );
}

/** Claims the digest of `day` (YYYY-MM-DD): true for the one process that should queue it. */
export async function claimDigestDay(db: Queryable, day: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO notification_digest_runs (day) VALUES ($1::date)
     ON CONFLICT (day) DO NOTHING RETURNING day`,
    [day],
  );
  return rows.length > 0;
}
