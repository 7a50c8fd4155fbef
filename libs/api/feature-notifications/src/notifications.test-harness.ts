// Test harness of the notification tests (never used by product code): a real server from
// `@unfurl/api-demo-seed/testing` (identity endpoint, request context, a seeded database) with the
// notifications plugin, signed-in users and the producers' source rows.
import type { Db } from '@unfurl/api-db';
import { DEMO_PASSWORD } from '@unfurl/api-demo-seed';
import { signIn, useFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { hashPassword } from '@unfurl/api-identity';
import { notificationsPlugin } from './notifications.plugin';
import type { NotificationsOptions } from './notifications-options';

/** Starts the notifications server before the file's tests and stops it after. */
export function useNotificationsServer(
  options: Omit<NotificationsOptions, 'db'> = {},
): () => FeatureServer {
  return useFeatureServer({
    register: async (app, { db }) => {
      await app.register(notificationsPlugin, { pollIntervalMs: 100, ...options, db });
    },
  });
}

/** A signed-in test user. */
export interface TestUser {
  readonly userId: string;
  readonly email: string;
  readonly token: string;
}

/** `count` fresh confirmed users of a tenant, signed in; `permission` on it when given. */
export async function signedInUsers(
  server: FeatureServer,
  tenant: string,
  count: number,
  permission?: string,
): Promise<TestUser[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const rows = await server.db.query<{ id: string; email: string }>(
    `INSERT INTO users (tenant_id, email, first_name, last_name)
     SELECT t.id, 'notified-' || $2 || '-' || n || '@example.org', 'Reader', 'No ' || n
     FROM tenants t, generate_series(1, $3::int) n WHERE t.subdomain = $1
     RETURNING id::text AS id, email`,
    [tenant, tag, count],
  );
  const ids = rows.map((row) => row.id);
  await server.db.query(
    `INSERT INTO user_credentials (user_id, password_hash, status, email_verified)
     SELECT unnest($1::uuid[]), $2, 'CONFIRMED', true`,
    [ids, hash],
  );
  if (permission) {
    await server.db.query(
      'INSERT INTO user_domains (user_id, domain, permission) SELECT unnest($1::uuid[]), $2, $3',
      [ids, tenant, permission],
    );
  }
  const users: TestUser[] = [];
  for (const row of rows) {
    const { IdToken } = await signIn(server.base, row.email);
    users.push({ userId: row.id, email: row.email, token: IdToken });
  }
  return users;
}

/** A comment (or a reply to `parentId`) by `userId`; its id. */
export async function insertComment(
  db: Db,
  listingId: number,
  userId: string,
  parentId: number | null = null,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO comments (listing_id, parent_id, user_id, text)
     VALUES ($1, $2, $3::uuid, to_jsonb('a comment'::text)) RETURNING id::float8 AS id`,
    [listingId, parentId, userId],
  );
  return row!.id;
}

/** The notifications stored for a user: type, actor and listing, oldest first. */
export async function storedFor(
  db: Db,
  userId: string,
): Promise<{ type: string; actorId: string | null; listingId: number | null }[]> {
  return db.query(
    `SELECT type, actor_id::text AS "actorId", listing_id::float8 AS "listingId"
     FROM notifications WHERE user_id = $1::uuid ORDER BY id`,
    [userId],
  );
}

export { api, insertTestListing } from '@unfurl/api-demo-seed/testing';
