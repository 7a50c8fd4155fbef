// Test harness of the moderation tests (never used by product code): a real server from
// `@unfurl/api-demo-seed/testing` (identity endpoint, request context, a seeded database) with the
// moderation plugin, and fixtures written straight to the database (comments and reports are
// other resources' routes).
import type { Db } from '@unfurl/api-db';
import { api, useFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { moderationPlugin } from './moderation.plugin';

/** Starts the moderation server before the file's tests and stops it after. */
export function useModerationServer(): () => FeatureServer {
  return useFeatureServer({
    register: async (app, { db }) => {
      await app.register(moderationPlugin, { db });
    },
  });
}

/** One call of the API: method, path, token, tenant (default acme) and JSON body. */
export async function call(
  server: FeatureServer,
  method: string,
  path: string,
  options: { token?: string | undefined; subdomain?: string; body?: unknown } = {},
  // The tests read answers of every shape; a status check comes first.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const response = await api(server.base, path, {
    method,
    token: options.token,
    subdomain: options.subdomain ?? 'acme',
    body: options.body,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** Inserts a comment (a reply when `parentId` is given) and returns its id. */
export async function insertComment(
  db: Db,
  comment: { listingId: number; userId: string; text: string; parentId?: number },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO comments (listing_id, parent_id, user_id, text) VALUES ($1, $2, $3::uuid, to_jsonb($4::text))
     RETURNING id::float8 AS id`,
    [comment.listingId, comment.parentId ?? null, comment.userId, comment.text],
  );
  return row!.id;
}

/** Records a report as the report routes do (a repeat replaces the earlier one). */
export async function report(
  db: Db,
  target: 'listing' | 'comment',
  id: number,
  userId: string,
  reason = 'SPAM',
): Promise<void> {
  const table = target === 'listing' ? 'listing_reports' : 'comment_reports';
  const column = target === 'listing' ? 'listing_id' : 'comment_id';
  await db.query(
    `INSERT INTO ${table} (${column}, user_id, reason, message) VALUES ($1, $2::uuid, $3, $4)
     ON CONFLICT (${column}, user_id)
       DO UPDATE SET reason = EXCLUDED.reason, message = EXCLUDED.message, created_at = now()`,
    [id, userId, reason, `see ${id}`],
  );
}

/** The MODERATION notifications of a target's listing, oldest first. */
export async function moderationNotifications(db: Db, listingId: number) {
  return db.query<{
    userId: string;
    actorId: string;
    commentId: number | null;
    message: string;
    data: Record<string, unknown>;
  }>(
    `SELECT user_id::text AS "userId", actor_id::text AS "actorId",
       comment_id::float8 AS "commentId", message, data
     FROM notifications WHERE type = 'MODERATION' AND listing_id = $1 ORDER BY id`,
    [listingId],
  );
}

export { insertTestListing, insertTestUser, signIn, userIdOf } from '@unfurl/api-demo-seed/testing';
