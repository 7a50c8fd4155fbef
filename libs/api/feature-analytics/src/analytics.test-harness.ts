// Test harness of the analytics tests (never used by product code): a real server from
// `@unfurl/api-demo-seed/testing` with the analytics plugin, many signed-in users at once, and
// reads of the stored points and view counts.
import type { Db } from '@unfurl/api-db';
import { DEMO_PASSWORD } from '@unfurl/api-demo-seed';
import { signIn, useFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { hashPassword } from '@unfurl/api-identity';
import type { AnalyticsOptions } from './analytics-options';
import { analyticsPlugin } from './analytics.plugin';

/** Starts the analytics server before the file's tests and stops it after. */
export function useAnalyticsServer(
  options: Omit<AnalyticsOptions, 'db'> & {
    /** Wraps the test database (e.g. one that fails). */
    readonly db?: (db: Db) => AnalyticsOptions['db'];
    /** Where the server logs (default: nowhere). */
    readonly logLines?: string[];
  } = {},
): () => FeatureServer {
  const { logLines } = options;
  return useFeatureServer({
    ...(logLines
      ? { logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } }
      : {}),
    register: async (app, { db }) => {
      await app.register(analyticsPlugin, { ...options, db: options.db ? options.db(db) : db });
    },
  });
}

/** A signed-in test user. */
export interface TestUser {
  readonly userId: string;
  readonly token: string;
}

/** `count` fresh confirmed users of a tenant with 0 points, signed in one after another. */
export async function signedInUsers(
  server: FeatureServer,
  tenant: string,
  count: number,
): Promise<TestUser[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const rows = await server.db.query<{ id: string; email: string }>(
    `INSERT INTO users (tenant_id, email, first_name, last_name)
     SELECT t.id, 'analytics-' || $2 || '-' || n || '@example.org', 'Analytics', 'User ' || n
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
    users.push({ userId: row.id, token: IdToken });
  }
  return users;
}

/** The stored points of a user. */
export async function storedPoints(db: Db, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT points AS n FROM users WHERE id = $1', [
    userId,
  ]);
  return row?.n ?? -1;
}

/** The stored view count of a listing. */
export async function storedViews(db: Db, listingId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT total_views AS n FROM listings WHERE id = $1',
    [listingId],
  );
  return row?.n ?? -1;
}

export { api, insertTestListing } from '@unfurl/api-demo-seed/testing';
