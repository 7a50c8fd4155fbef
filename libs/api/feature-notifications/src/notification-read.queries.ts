// Reading a user's notifications on a tenant: the personal rows and the tenant's GLOBAL
// announcements (each with the reader's own read mark), GLOBAL first, then newest first.
import type { Queryable } from '@unfurl/api-db';
import { NOTIFICATION_COLUMNS } from './notification-row';
import type { NotificationRow } from './notification-row';

/** Whose notifications, on which tenant. */
export interface Reader {
  readonly tenantId: number;
  readonly userId: string;
}

/** One page of a query. */
export interface PageQuery {
  readonly onlyUnread: boolean;
  readonly limit: number;
  readonly offset: number;
}

/** `visible`: the reader's rows with `is_read`; params `$1` tenant, `$2` user, `$3` onlyUnread. */
const VISIBLE = `visible AS (
  SELECT n.*, n.read_at IS NOT NULL AS is_read FROM notifications n
  WHERE n.user_id = $2::uuid AND n.tenant_id = $1
  UNION ALL
  SELECT n.*, r.notification_id IS NOT NULL AS is_read FROM notifications n
  LEFT JOIN notification_reads r ON r.notification_id = n.id AND r.user_id = $2::uuid
  WHERE n.user_id IS NULL AND n.tenant_id = $1
), wanted AS (SELECT * FROM visible v WHERE NOT ($3::boolean AND v.is_read))`;

const ORDER = `ORDER BY (n.type = 'GLOBAL') DESC, n.id DESC`;

type Counted = NotificationRow & { fullCount: number };

/** Splits the window count off the rows; counts apart when the page is past the end. */
async function page(
  db: Queryable,
  rows: Counted[],
  countSql: string,
  params: readonly unknown[],
): Promise<{ rows: NotificationRow[]; total: number }> {
  let total = rows[0]?.fullCount;
  if (total === undefined) {
    const [count] = await db.query<{ n: number }>(countSql, params);
    total = count?.n ?? 0;
  }
  return { rows: rows.map(({ fullCount: _count, ...row }) => row), total };
}

/** A page of the reader's notifications (`GET /v1/notifications`) and their total. */
export async function listNotifications(
  db: Queryable,
  reader: Reader,
  query: PageQuery,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const params = [reader.tenantId, reader.userId, query.onlyUnread];
  const rows = await db.query<Counted>(
    `WITH ${VISIBLE}
     SELECT ${NOTIFICATION_COLUMNS}, 1 AS "groupCount", count(*) OVER ()::float8 AS "fullCount"
     FROM wanted n LEFT JOIN users a ON a.id = n.actor_id
     ${ORDER} LIMIT $4 OFFSET $5`,
    [...params, query.limit, query.offset],
  );
  return page(db, rows, `WITH ${VISIBLE} SELECT count(*)::float8 AS n FROM wanted`, params);
}

const GROUP = `coalesce(v.group_key, 'id:' || v.id)`;

/**
 * A page of the reader's notifications folded by `group_key` (`GET /v1/notifications/grouped`):
 * each entry is the newest of its group, with `groupCount` and `isRead` when all of it is read.
 */
export async function listGroupedNotifications(
  db: Queryable,
  reader: Reader,
  query: PageQuery,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const params = [reader.tenantId, reader.userId, query.onlyUnread];
  const grouped = `grouped AS (
    SELECT v.id, v.type, v.actor_id, v.listing_id, v.comment_id, v.message, v.data, v.group_key,
      v.created_at, bool_and(v.is_read) OVER w AS is_read, count(*) OVER w AS group_count,
      row_number() OVER (PARTITION BY ${GROUP} ORDER BY v.id DESC) AS rank
    FROM wanted v WINDOW w AS (PARTITION BY ${GROUP}))`;
  const rows = await db.query<Counted>(
    `WITH ${VISIBLE}, ${grouped}
     SELECT ${NOTIFICATION_COLUMNS}, n.group_count::float8 AS "groupCount",
       count(*) OVER ()::float8 AS "fullCount"
     FROM grouped n LEFT JOIN users a ON a.id = n.actor_id WHERE n.rank = 1
     ${ORDER} LIMIT $4 OFFSET $5`,
    [...params, query.limit, query.offset],
  );
  return page(
    db,
    rows,
    `WITH ${VISIBLE}, ${grouped} SELECT count(*)::float8 AS n FROM grouped WHERE rank = 1`,
    params,
  );
}

/** How many of the reader's notifications are unread. */
export async function unreadCount(db: Queryable, reader: Reader): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `WITH ${VISIBLE} SELECT count(*)::float8 AS n FROM wanted`,
    [reader.tenantId, reader.userId, true],
  );
  return row?.n ?? 0;
}

/** One notification as the reader sees it, or undefined when it is not theirs (the stream). */
export async function findVisibleNotification(
  db: Queryable,
  reader: Reader,
  id: number,
): Promise<NotificationRow | undefined> {
  const [row] = await db.query<NotificationRow>(
    `WITH ${VISIBLE}
     SELECT ${NOTIFICATION_COLUMNS}, 1 AS "groupCount"
     FROM wanted n LEFT JOIN users a ON a.id = n.actor_id WHERE n.id = $4`,
    [reader.tenantId, reader.userId, false, id],
  );
  return row;
}

/** The reader's unread notifications with an id above `afterId`, oldest first (a resumed stream). */
export async function unreadAfter(
  db: Queryable,
  reader: Reader,
  afterId: number,
  limit: number,
): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `WITH ${VISIBLE}
     SELECT ${NOTIFICATION_COLUMNS}, 1 AS "groupCount"
     FROM wanted n LEFT JOIN users a ON a.id = n.actor_id WHERE n.id > $4
     ORDER BY n.id LIMIT $5`,
    [reader.tenantId, reader.userId, true, afterId, limit],
  );
}
