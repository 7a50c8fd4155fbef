// Test harness of the social tests (never used by product code): a real server from
// `@unfurl/api-demo-seed/testing` (identity endpoint, request context, a seeded database) with the
// social plugin, and a quick way to make many signed-in users.
import type { Db } from '@unfurl/api-db';
import { DEMO_PASSWORD } from '@unfurl/api-demo-seed';
import { signIn, useFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { hashPassword } from '@unfurl/api-identity';
import { socialPlugin } from './social.plugin';

/** Starts the social server before the file's tests and stops it after; read it inside tests. */
export function useSocialServer(): () => FeatureServer {
  return useFeatureServer({
    register: async (app, { db }) => {
      await app.register(socialPlugin, { db });
    },
  });
}

/** A signed-in test user. */
export interface TestUser {
  readonly userId: string;
  readonly email: string;
  readonly token: string;
}

/**
 * `count` fresh confirmed users of a tenant (one password hash for all, the demo password),
 * signed in one after another (sign-in hashing is what costs).
 */
export async function signedInUsers(
  server: FeatureServer,
  tenant: string,
  count: number,
): Promise<TestUser[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const rows = await server.db.query<{ id: string; email: string }>(
    `INSERT INTO users (tenant_id, email, first_name, last_name)
     SELECT t.id, 'social-' || $2 || '-' || n || '@example.org', 'Social', 'User ' || n
     FROM tenants t, generate_series(1, $3::int) n WHERE t.subdomain = $1
     RETURNING id::text AS id, email`,
    [tenant, tag, count],
  );
  await server.db.query(
    `INSERT INTO user_credentials (user_id, password_hash, status, email_verified)
     SELECT unnest($1::uuid[]), $2, 'CONFIRMED', true`,
    [rows.map((row) => row.id), hash],
  );
  const users: TestUser[] = [];
  for (const row of rows) {
    const { IdToken } = await signIn(server.base, row.email);
    users.push({ userId: row.id, email: row.email, token: IdToken });
  }
  return users;
}

/** The stored like count of a listing. */
export async function storedLikes(db: Db, listingId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT total_likes::float8 AS n FROM listings WHERE id = $1',
    [listingId],
  );
  return row?.n ?? -1;
}

export { api, insertTestListing, signIn, userIdOf } from '@unfurl/api-demo-seed/testing';
