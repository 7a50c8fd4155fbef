import { openSeededTestDb } from '@unfurl/api-demo-seed/testing';
import { buildApp } from '../app';

export { openSeededTestDb };

/** Starts the real server on an ephemeral port of 127.0.0.1 over a seeded test database. */
export async function startTestServer(): Promise<{ url: string; close(): Promise<void> }> {
  const db = await openSeededTestDb();
  const app = await buildApp({ db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
