// Test harness of the comments tests (never used by product code): a real server from
// `@unfurl/api-demo-seed/testing` (identity endpoint, request context, a seeded database) with the
// comments plugin, and calls and reads of the stored counts.
import type { Db } from '@unfurl/api-db';
import { api, useFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { commentsPlugin } from './comments.plugin';

/** Starts the comments server before the file's tests and stops it after; read it inside tests. */
export function useCommentsServer(): () => FeatureServer {
  return useFeatureServer({
    register: async (app, { db }) => {
      await app.register(commentsPlugin, { db });
    },
  });
}

/** One call of the comments API: method, path, token, tenant (default main) and JSON body. */
export async function call(
  server: FeatureServer,
  method: string,
  path: string,
  options: { token?: string | undefined; subdomain?: string; body?: unknown } = {},
  // The tests read answers of every shape (comments, lists, errors); a status check comes first.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const response = await api(server.base, path, {
    method,
    token: options.token,
    subdomain: options.subdomain ?? 'main',
    body: options.body,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** The stored comment count of a listing. */
export async function storedTotalComments(db: Db, listingId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT total_comments::float8 AS n FROM listings WHERE id = $1',
    [listingId],
  );
  return row?.n ?? -1;
}

/** The comment rows of a listing, counted. */
export async function countedComments(db: Db, listingId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::float8 AS n FROM comments WHERE listing_id = $1',
    [listingId],
  );
  return row?.n ?? -1;
}

export { insertTestListing, insertTestUser, signIn, userIdOf } from '@unfurl/api-demo-seed/testing';
