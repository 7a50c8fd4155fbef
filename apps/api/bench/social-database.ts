// The throw-away database of `npm run bench:social` on a real PostgreSQL (DATABASE_URL set); with
// no URL the server keeps its embedded database in a new temporary folder.
import { openPostgresDb } from '@unfurl/api-db';

const NAME = 'unfurl_bench_social';

/** `url` of a fresh `unfurl_bench_social` next to the database `baseUrl` names, or undefined. */
export async function socialBenchDatabase(
  baseUrl: string | undefined,
): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  if (!baseUrl) return { url: undefined, drop: async () => undefined };
  const admin = await openPostgresDb(baseUrl, { max: 1 });
  try {
    await admin.exec(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${NAME}`);
  } finally {
    await admin.close();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${NAME}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = await openPostgresDb(baseUrl, { max: 1 });
      try {
        await again.exec(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
      } finally {
        await again.close();
      }
    },
  };
}
