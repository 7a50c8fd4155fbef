// The live feed of one API process: new notification rows, whichever process inserted them,
// handed to the event streams open here. One poll of the table by id serves every stream; it
// runs only while a stream is open.
import type { Queryable } from '@unfurl/api-db';
import { NOTIFICATION_COLUMNS } from './notification-row';
import type { NotificationRow } from './notification-row';
import type { Reader } from './notification-read.queries';

/** A new row and whom it is for (`userId` null: every user of the tenant, GLOBAL). */
export interface FeedItem {
  readonly tenantId: number;
  readonly userId: string | null;
  readonly notification: NotificationRow;
}

/** Identity ids are taken at insert and committed in any order: look back this far for late ones. */
const LOOKBACK = 200;
/** Most rows one poll hands out (a burst beyond it is read by the next polls). */
const BATCH = 500;

/** The feed: subscribe a reader, stop. */
export interface NotificationFeed {
  /**
   * Calls `listener` with each new row the reader sees from now on; `ready` settles once the
   * feed knows where "now" is (rows inserted after it are delivered).
   */
  subscribe(
    reader: Reader,
    listener: (notification: NotificationRow) => void,
  ): { readonly unsubscribe: () => void; readonly ready: Promise<void> };
  /** Looks for new rows now (a NOTIFY said one was inserted); ignored while nobody listens. */
  wake(): void;
  /** Number of subscribers (tests, logs). */
  readonly size: number;
  /** Stops polling and drops every subscriber. */
  stop(): void;
}

/** Rows with an id above `after`, oldest first; new rows are unread by definition. */
async function rowsAfter(db: Queryable, after: number): Promise<FeedItem[]> {
  const rows = await db.query<NotificationRow & { tenantId: number; userId: string | null }>(
    `SELECT ${NOTIFICATION_COLUMNS}, 1 AS "groupCount", n.tenant_id AS "tenantId",
       n.user_id::text AS "userId"
     FROM (SELECT *, false AS is_read FROM notifications WHERE id > $1 ORDER BY id LIMIT $2) n
     LEFT JOIN users a ON a.id = n.actor_id ORDER BY n.id`,
    [after, BATCH],
  );
  return rows.map(({ tenantId, userId, ...notification }) => ({ tenantId, userId, notification }));
}

/**
 * Starts the feed on `db`, polling every `intervalMs` while anyone listens. Rows are delivered
 * once each, also when an earlier id commits after a later one (within {@link LOOKBACK} ids).
 */
export function createNotificationFeed(
  db: Queryable,
  options: { readonly intervalMs: number; readonly onError: (error: unknown) => void },
): NotificationFeed {
  const listeners = new Map<(n: NotificationRow) => void, Reader>();
  const delivered = new Set<number>();
  let highest: number | undefined;
  let watermark: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;

  const deliver = (item: FeedItem) => {
    for (const [listener, reader] of listeners) {
      if (reader.tenantId !== item.tenantId) continue;
      if (item.userId !== null && item.userId !== reader.userId) continue;
      listener(item.notification);
    }
  };
  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      if (highest === undefined) return;
      const floor = Math.max(0, highest - LOOKBACK);
      const items = await rowsAfter(db, floor);
      if (highest === undefined) return; // stopped meanwhile
      let top = highest;
      for (const item of items) {
        const { id } = item.notification;
        if (delivered.has(id)) continue;
        delivered.add(id);
        top = Math.max(top, id);
        deliver(item);
      }
      highest = top;
      for (const id of delivered) if (id <= top - LOOKBACK) delivered.delete(id);
    } catch (error) {
      options.onError(error);
    } finally {
      polling = false;
    }
  };
  const start = (): Promise<void> => {
    if (watermark) return watermark;
    // "Now": the newest id, and the ids of the look-back window that are already there.
    const started = db
      .query<{ id: number }>(
        `SELECT id::float8 AS id FROM notifications
         WHERE id > coalesce((SELECT max(id) FROM notifications), 0) - $1`,
        [LOOKBACK],
      )
      .then((rows) => {
        if (watermark !== started) return;
        for (const { id } of rows) delivered.add(id);
        highest = rows.reduce((top, { id }) => Math.max(top, id), 0);
        timer = setInterval(() => void poll(), options.intervalMs);
        timer.unref();
      })
      .catch((error: unknown) => {
        if (watermark === started) watermark = undefined;
        throw error;
      });
    watermark = started;
    return started;
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    watermark = undefined;
    // Rows inserted while nobody listened are nobody's news: start afresh at the next open.
    highest = undefined;
    delivered.clear();
  };

  return {
    subscribe(reader, listener) {
      listeners.set(listener, reader);
      const ready = start();
      const unsubscribe = () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) stop();
      };
      return { unsubscribe, ready };
    },
    wake() {
      if (timer) void poll();
    },
    get size() {
      return listeners.size;
    },
    stop() {
      listeners.clear();
      stop();
    },
  };
}
