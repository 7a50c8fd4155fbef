// Likes and bookmarks under load: BENCH_USERS (200) signed-in users liking, unliking,
// bookmarking and unbookmarking BENCH_LISTINGS (10) listings at once for BENCH_SECONDS (20) over
// loopback HTTP. Prints requests/s, p50/p99 of the writes, the 5xx count, then checks the database
// against what the acknowledged answers imply: every listing's total_likes equals its seeded count
// plus its like rows, and every user's last acknowledged like and bookmark is what is stored.
// Run: `npx tsx libs/api/feature-social/bench/likes.bench.ts` (PostgreSQL at TEST_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test, in a throw-away database; BENCH_PGLITE=1 for
// the embedded database, where statements run one at a time).
import { performance } from 'node:perf_hooks';
import type { Db } from '@unfurl/api-db';
import {
  isTestPostgresReachable,
  openTemplatedPgliteDb,
  openTestPostgresDb,
} from '@unfurl/api-db/testing';
import { DEFAULT_SAMPLES_DIR, DEMO_PASSWORD, seedDemo } from '@unfurl/api-demo-seed';
import { createHttpServer, requestContextPlugin } from '@unfurl/api-http';
import { createIdentityService, hashPassword, identityRoutes } from '@unfurl/api-identity';
import { socialPlugin } from '../src/social.plugin';

const USERS = Number(process.env['BENCH_USERS'] ?? 200);
const LISTINGS = Number(process.env['BENCH_LISTINGS'] ?? 10);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 20);
const log = (message: string): void => console.log(`[bench:likes] ${message}`);

const OPS = [
  ['PUT', 'likes', 0.35],
  ['DELETE', 'likes', 0.25],
  ['PUT', 'bookmarks', 0.25],
  ['DELETE', 'bookmarks', 0.15],
] as const;

async function openDb(): Promise<Db> {
  const seed = (db: Db) => seedDemo(db, { samplesDir: DEFAULT_SAMPLES_DIR, generatedListings: 0 });
  if (process.env['BENCH_PGLITE'] !== '1' && (await isTestPostgresReachable())) {
    log('database: PostgreSQL (throw-away database)');
    const db = await openTestPostgresDb();
    await seed(db);
    return db;
  }
  log('database: PGlite (embedded, one statement at a time)');
  return openTemplatedPgliteDb({ key: 'bench-likes-v1', prepare: seed });
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: 'unfurl-web',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in of ${email}: ${response.status}`);
  return body.AuthenticationResult.IdToken;
}

async function setUp(
  db: Db,
  base: string,
): Promise<{ tokens: string[]; userIds: string[]; listingIds: number[] }> {
  const listings = await db.query<{ id: number }>(
    `INSERT INTO listings (tenant_id, user_id, title, seo_title, listing_type, geom, total_likes)
     SELECT t.id, u.id, 'Bench ' || n, 'bench-' || n, 'COG',
       ST_GeomFromText('POLYGON((0 0,1 0,1 1,0 1,0 0))', 4326), n
     FROM tenants t JOIN users u ON u.email = 'ada@unfurl.example', generate_series(1, $1::int) n
     WHERE t.subdomain = 'main' RETURNING id::float8 AS id`,
    [LISTINGS],
  );
  const users = await db.query<{ id: string; email: string }>(
    `INSERT INTO users (tenant_id, email, first_name)
     SELECT t.id, 'bench-likes-' || n || '-' || $2 || '@example.org', 'Bench'
     FROM tenants t, generate_series(1, $1::int) n WHERE t.subdomain = 'main'
     RETURNING id::text AS id, email`,
    [USERS, Date.now().toString(36)],
  );
  await db.query(
    `INSERT INTO user_credentials (user_id, password_hash, status, email_verified)
     SELECT unnest($1::uuid[]), $2, 'CONFIRMED', true`,
    [users.map((user) => user.id), await hashPassword(DEMO_PASSWORD)],
  );
  const tokens: string[] = [];
  for (let i = 0; i < users.length; i += 20) {
    const batch = users.slice(i, i + 20).map((user) => signIn(base, user.email));
    tokens.push(...(await Promise.all(batch)));
  }
  return {
    tokens,
    userIds: users.map((user) => user.id),
    listingIds: listings.map((listing) => listing.id),
  };
}

/** Per user: the last acknowledged state of each listing, or 'unknown' after a failed call. */
type Known = Map<string, boolean | 'unknown'>;

function pick(): (typeof OPS)[number] {
  let roll = Math.random();
  for (const op of OPS) {
    roll -= op[2];
    if (roll <= 0) return op;
  }
  return OPS[0];
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(base: string, tokens: string[], listingIds: number[]) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const known: Known[] = tokens.map(() => new Map());
  const end = performance.now() + SECONDS * 1000;
  const worker = async (u: number) => {
    while (performance.now() < end) {
      const [method, what] = pick();
      const id = listingIds[Math.floor(Math.random() * listingIds.length)]!;
      const key = `${what}:${id}`;
      const started = performance.now();
      try {
        const response = await fetch(`${base}/v1/listings/${id}/${what}`, {
          method,
          headers: { authorization: `Bearer ${tokens[u]}`, subdomain: 'main' },
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        known[u]!.set(key, response.status === 200 ? method === 'PUT' : 'unknown');
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
        known[u]!.set(key, 'unknown');
      }
    }
  };
  const started = performance.now();
  await Promise.all(tokens.map((_, u) => worker(u)));
  const seconds = (performance.now() - started) / 1000;
  return { latencies: latencies.sort((a, b) => a - b), statuses, known, seconds };
}

async function check(db: Db, listingIds: number[], known: Known[], userIds: string[]) {
  const counts = await db.query<{ id: number; total: number; rows: number; seeded: number }>(
    `SELECT l.id::float8 AS id, l.total_likes::float8 AS total,
       (SELECT count(*) FROM listing_likes k WHERE k.listing_id = l.id)::float8 AS rows,
       substring(l.title FROM 7)::float8 AS seeded
     FROM listings l WHERE l.id = ANY($1::bigint[])`,
    [listingIds],
  );
  let bad = 0;
  for (const c of counts) {
    if (c.total !== c.seeded + c.rows) {
      bad += 1;
      log(`MISMATCH listing ${c.id}: total_likes ${c.total}, seeded ${c.seeded} + ${c.rows} rows`);
    }
  }
  const stored = new Set(
    (
      await db.query<{ key: string }>(
        `SELECT 'likes:' || listing_id || ':' || user_id AS key FROM listing_likes
         WHERE listing_id = ANY($1::bigint[])
         UNION ALL SELECT 'bookmarks:' || listing_id || ':' || user_id FROM listing_bookmarks
         WHERE listing_id = ANY($1::bigint[])`,
        [listingIds],
      )
    ).map((row) => row.key),
  );
  let checked = 0;
  let unknown = 0;
  known.forEach((states, u) => {
    for (const [key, state] of states) {
      if (state === 'unknown') {
        unknown += 1;
        continue;
      }
      checked += 1;
      if (stored.has(`${key}:${userIds[u]}`) !== state) {
        bad += 1;
        log(`MISMATCH ${key} of user ${u}: acknowledged ${state}`);
      }
    }
  });
  return { bad, checked, unknown };
}

const db = await openDb();
const app = createHttpServer({ logger: false });
// The bench signs its users in from one address: lift the per-client identity limit (120/min).
const identity = createIdentityService({
  db,
  config: { clientRate: { limit: 1_000_000, windowMs: 60_000 } },
});
await app.register(identityRoutes, { prefix: '/identity', service: identity });
await app.register(requestContextPlugin, { db, verifier: identity });
await app.register(socialPlugin, { db });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  log(`${USERS} users, ${LISTINGS} listings, ${SECONDS} s`);
  const { tokens, userIds, listingIds } = await setUp(db, base);
  const result = await run(base, tokens, listingIds);
  const total = result.latencies.length;
  const fiveXx = [...result.statuses].filter(([s]) => s >= 500 || s === 0);
  log(
    `requests ${total} in ${result.seconds.toFixed(1)} s: ${(total / result.seconds).toFixed(0)}/s`,
  );
  log(
    `writes p50 ${percentile(result.latencies, 50).toFixed(1)} ms, p99 ${percentile(result.latencies, 99).toFixed(1)} ms (target p99 < 200 ms)`,
  );
  log(`statuses ${JSON.stringify(Object.fromEntries(result.statuses))}`);
  const verdict = await check(db, listingIds, result.known, userIds);
  log(
    `database: ${verdict.checked} acknowledged states checked, ${verdict.unknown} unknown, ${verdict.bad} mismatches; 5xx or failed: ${fiveXx.reduce((n, [, c]) => n + c, 0)}`,
  );
  process.exitCode = verdict.bad === 0 && fiveXx.length === 0 ? 0 : 1;
} finally {
  await app.close();
  await db.close();
}
