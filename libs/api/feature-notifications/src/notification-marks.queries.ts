// Read marks: a personal row's `read_at`, a GLOBAL announcement's row in `notification_reads`.
import type { Queryable } from '@unfurl/api-db';
import type { Reader } from './notification-read.queries';

/**
 * Marks one notification read (again is a no-op); false when the reader cannot see it (not
 * theirs, another tenant's, gone).
 */
export async function markNotificationRead(
  db: Queryable,
  reader: Reader,
  id: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `WITH target AS (
       SELECT n.id, n.user_id FROM notifications n
       WHERE n.id = $3 AND n.tenant_id = $1 AND (n.user_id = $2::uuid OR n.user_id IS NULL)
     ), personal AS (
       UPDATE notifications n SET read_at = now() FROM target t
       WHERE n.id = t.id AND t.user_id IS NOT NULL AND n.read_at IS NULL
     ), announcement AS (
       INSERT INTO notification_reads (notification_id, user_id)
       SELECT t.id, $2::uuid FROM target t WHERE t.user_id IS NULL
       ON CONFLICT DO NOTHING
     )
     SELECT id::float8 AS id FROM target`,
    [reader.tenantId, reader.userId, id],
  );
  return rows.length > 0;
}

/** Marks every notification the reader sees on the tenant read. */
export async function markAllNotificationsRead(db: Queryable, reader: Reader): Promise<void> {
  await db.query(
    `WITH personal AS (
       UPDATE notifications SET read_at = now()
       WHERE user_id = $2::uuid AND tenant_id = $1 AND read_at IS NULL
     )
     INSERT INTO notification_reads (notification_id, user_id)
     SELECT n.id, $2::uuid FROM notifications n
     WHERE n.user_id IS NULL AND n.tenant_id = $1
     ON CONFLICT DO NOTHING`,
    [reader.tenantId, reader.userId],
  );
}

/** Stores a GLOBAL announcement on the reader's tenant, by the reader (an admin); its id. */
export async function insertAnnouncement(
  db: Queryable,
  reader: Reader,
  message: string,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO notifications (tenant_id, user_id, type, actor_id, message)
     VALUES ($1, NULL, 'GLOBAL', $2::uuid, $3) RETURNING id::float8 AS id`,
    [reader.tenantId, reader.userId, message],
  );
  if (!row) throw new Error('announcement not stored');
  return row.id;
}
