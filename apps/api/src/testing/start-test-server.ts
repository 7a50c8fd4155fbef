import type { Db } from '@unfurl/api-db';
import { openSeededTestDb } from '@unfurl/api-demo-seed/testing';
import { buildApp } from '../app';
import type { AppOptions } from '../app';

export { openSeededTestDb };

/** The running test server and the seeded database behind it. */
export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** The server's database (read outbox mail, insert fixtures). */
  readonly db: Db;
  close(): Promise<void>;
}

/**
 * Starts the real server on an ephemeral port of 127.0.0.1 over a seeded test database; `options`
 * are the app's own (e.g. a local object store in a temporary folder).
 */
export async function startTestServer(
  options: Omit<AppOptions, 'db' | 'logger'> = {},
): Promise<TestServer> {
  const db = await openSeededTestDb();
  const app = await buildApp({ ...options, db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
