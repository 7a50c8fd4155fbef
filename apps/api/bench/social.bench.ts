// `npm run bench:social`: BENCH_USERS (200) signed-in users at once, for BENCH_SECONDS (60), liking,
// unliking, bookmarking, unbookmarking, commenting, replying and voting on BENCH_LISTINGS (10)
// listings of the real server (the process `npm start` runs: `tsx apps/api/src/main.ts`, the
// embedded database in its own process; or a real PostgreSQL with DATABASE_URL, in a throw-away
// database `unfurl_bench_social` next to the one it names), over loopback HTTP.
// The anchor, in the same run and interleaved with the writes: one in ten calls of every user is
// `GET /v1/subdomain/config`, the server's cheapest answer, so the figures show what the same load
// costs a request that does no social work.
// Prints requests/s, p50/p99 per operation and of all writes (target: p99 < 200 ms, GitLab's
// figure for its discussions API), the statuses, the memory of the API and database processes,
// then checks the database against what the acknowledged answers imply: every listing's
// total_likes and total_comments, every comment's up_votes and down_votes equal their rows, the
// comments acknowledged are all there, and every user's last acknowledged like, bookmark and vote
// is what is stored. Exit 1 on any 5xx, failed call or mismatch.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openPostgresDb } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { DEMO_PASSWORD } from '@unfurl/api-demo-seed';
import { hashPassword } from '@unfurl/api-identity';
import { readConfig } from '../src/config';
import { startBenchServer } from './bench-server';
import {
  connectToEmbedded,
  embeddedDatabasePid,
  postgresBackendsMb,
  residentMb,
} from './listings-measure';
import { socialBenchDatabase } from './social-database';
import { SOCIAL_OPS, pickOp } from './social-ops';
import type { SocialOp } from './social-ops';
import { checkSocialState } from './social-check';
import type { Acknowledged } from './social-check';

const USERS = Number(process.env['BENCH_USERS'] ?? 200);
const LISTINGS = Number(process.env['BENCH_LISTINGS'] ?? 10);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 60);
const TARGET_P99_MS = 200;
const log = (message: string): void => console.log(`[bench:social] ${message}`);
const one = (n: number): number => +n.toFixed(1);

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The bench signs its users in from one address: lift the identity limit per client (120/min). */
process.env['IDENTITY_RATE_LIMIT'] = '1000000';

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

interface Fixture {
  readonly tokens: string[];
  readonly userIds: string[];
  readonly listingIds: number[];
  /** The seeded comments → their listing. */
  readonly seededComments: Map<number, number>;
}

/** Bench listings (their title carries the seeded like count), users and five comments each. */
async function setUp(db: Db, base: string): Promise<Fixture> {
  const run = Date.now().toString(36);
  const listings = await db.query<{ id: number }>(
    `INSERT INTO listings (tenant_id, user_id, title, seo_title, listing_type, geom, total_likes)
     SELECT t.id, u.id, 'Bench ' || n, 'bench-social-' || $2 || '-' || n, 'COG',
       ST_GeomFromText('POLYGON((0 0,1 0,1 1,0 1,0 0))', 4326), n
     FROM tenants t JOIN users u ON u.email = 'ada@unfurl.example', generate_series(1, $1::int) n
     WHERE t.subdomain = 'main' RETURNING id::float8 AS id`,
    [LISTINGS, run],
  );
  const listingIds = listings.map((listing) => listing.id);
  const comments = await db.query<{ id: number; listing: number }>(
    `INSERT INTO comments (listing_id, user_id, text)
     SELECT l, u.id, to_jsonb('Seed comment ' || n)
     FROM unnest($1::bigint[]) l CROSS JOIN generate_series(1, 5) n
     JOIN users u ON u.email = 'ada@unfurl.example'
     RETURNING id::float8 AS id, listing_id::float8 AS listing`,
    [listingIds],
  );
  const users = await db.query<{ id: string; email: string }>(
    `INSERT INTO users (tenant_id, email, first_name)
     SELECT t.id, 'bench-social-' || n || '-' || $2 || '@example.org', 'Bench'
     FROM tenants t, generate_series(1, $1::int) n WHERE t.subdomain = 'main'
     RETURNING id::text AS id, email`,
    [USERS, run],
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
    listingIds,
    seededComments: new Map(comments.map((comment) => [comment.id, comment.listing])),
  };
}

const random = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface RunResult {
  readonly latencies: Map<SocialOp['name'], number[]>;
  readonly statuses: Map<string, number>;
  readonly acknowledged: Acknowledged;
  readonly seconds: number;
}

async function run(base: string, fixture: Fixture): Promise<RunResult> {
  const latencies = new Map<SocialOp['name'], number[]>(SOCIAL_OPS.map((op) => [op.name, []]));
  const statuses = new Map<string, number>();
  const acknowledged: Acknowledged = {
    states: fixture.tokens.map(() => new Map()),
    comments: new Map(),
    unknownComments: 0,
  };
  // Top-level comments to reply to and vote on: the seeded ones, then every acknowledged one.
  const commentIds = [...fixture.seededComments.keys()];
  const listingOf = new Map(fixture.seededComments);
  const end = performance.now() + SECONDS * 1000;
  const worker = async (u: number): Promise<void> => {
    const headers = { authorization: `Bearer ${fixture.tokens[u]}`, subdomain: 'main' };
    const states = acknowledged.states[u]!;
    while (performance.now() < end) {
      const op = pickOp();
      const listingId = random(fixture.listingIds);
      const commentId = random(commentIds);
      const call = op.request(listingId, commentId);
      const started = performance.now();
      let status = 0;
      let body: unknown;
      try {
        const response = await fetch(`${base}${call.path}`, {
          method: call.method,
          headers: call.body ? { ...headers, 'content-type': 'application/json' } : headers,
          body: call.body ? JSON.stringify(call.body) : null,
        });
        status = response.status;
        body = await response.json().catch(() => undefined);
      } catch {
        status = 0;
      }
      latencies.get(op.name)!.push(performance.now() - started);
      const key = `${op.name} ${status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (op.name === 'anchor') continue;
      if (op.name === 'comment' || op.name === 'reply') {
        const id = (body as { id?: number } | undefined)?.id;
        if (status === 201 && typeof id === 'number') {
          const listing = op.name === 'reply' ? listingOf.get(commentId) : listingId;
          acknowledged.comments.set(id, listing ?? 0);
          if (op.name === 'comment') {
            commentIds.push(id);
            listingOf.set(id, listingId);
          }
        } else if (status === 0 || status >= 500) {
          acknowledged.unknownComments += 1;
        }
        continue;
      }
      const target = op.kind === 'vote' ? commentId : listingId;
      const stateKey = `${op.kind}:${target}`;
      states.set(stateKey, status === 200 ? op.state : 'unknown');
    }
  };
  const started = performance.now();
  await Promise.all(fixture.tokens.map((_, u) => worker(u)));
  for (const list of latencies.values()) list.sort((a, b) => a - b);
  return { latencies, statuses, acknowledged, seconds: (performance.now() - started) / 1000 };
}

const baseUrl = readConfig().databaseUrl;
const database = await socialBenchDatabase(baseUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'unfurl-bench-social-'));
const storageDir = mkdtempSync(join(tmpdir(), 'unfurl-bench-social-files-'));
log(`database: ${database.url ? 'PostgreSQL (unfurl_bench_social)' : 'PGlite in its own process'}`);
log(`${USERS} users, ${LISTINGS} listings, ${SECONDS} s; starting the server`);
const server = await startBenchServer({ dataDir, storageDir, databaseUrl: database.url });
const databasePid = database.url ? undefined : embeddedDatabasePid(server.serverPid);
let direct: Db | undefined;
let failed = true;
try {
  direct = database.url
    ? await openPostgresDb(database.url, { max: 1 })
    : await connectToEmbedded(databasePid ?? 0);
  const fixture = await setUp(direct, server.url);
  log('users signed in; running');
  const result = await run(server.url, fixture);
  const writes = SOCIAL_OPS.filter((op) => op.name !== 'anchor')
    .flatMap((op) => result.latencies.get(op.name) ?? [])
    .sort((a, b) => a - b);
  const total = [...result.latencies.values()].reduce((n, list) => n + list.length, 0);
  log(`requests ${total} in ${one(result.seconds)} s: ${Math.round(total / result.seconds)}/s`);
  const table: { operation: string; requests: number; p50_ms: number; p99_ms: number }[] =
    SOCIAL_OPS.map((op) => {
      const list = result.latencies.get(op.name) ?? [];
      return {
        operation: op.name,
        requests: list.length,
        p50_ms: one(percentile(list, 50)),
        p99_ms: one(percentile(list, 99)),
      };
    });
  table.push({
    operation: 'all writes',
    requests: writes.length,
    p50_ms: one(percentile(writes, 50)),
    p99_ms: one(percentile(writes, 99)),
  });
  console.table(table);
  log(`statuses ${JSON.stringify(Object.fromEntries([...result.statuses].sort()))}`);
  const api = residentMb(server.serverPid);
  const db = database.url
    ? await postgresBackendsMb(direct, 'unfurl_bench_social')
    : {
        backends: 1,
        rss: residentMb(databasePid ?? 0).rss,
        peak: residentMb(databasePid ?? 0).peak,
      };
  log(
    `memory: API process ${one(api.rss)} MB (peak ${one(api.peak)}); database ${
      database.url
        ? `${db.backends} PostgreSQL backends ${one(db.rss)} MB`
        : `process ${one(db.rss)} MB (peak ${one((db as { peak: number }).peak)})`
    }`,
  );
  const failures = [...result.statuses]
    .filter(([key]) => {
      const status = Number(key.split(' ')[1]);
      return status === 0 || status >= 500;
    })
    .reduce((n, [, count]) => n + count, 0);
  const verdict = await checkSocialState(direct, fixture, result.acknowledged, log);
  const p99 = percentile(writes, 99);
  log(
    `database: ${verdict.checked} acknowledged states checked, ${verdict.unknown} unknown, ${verdict.bad} mismatches`,
  );
  log(
    `verdict: 5xx or failed calls ${failures} (target 0); mismatches ${verdict.bad} (target 0); writes p99 ${one(p99)} ms ${
      p99 < TARGET_P99_MS ? 'met' : 'MISSED'
    } (target < ${TARGET_P99_MS}); anchor p99 ${one(percentile(result.latencies.get('anchor') ?? [], 99))} ms`,
  );
  failed = failures > 0 || verdict.bad > 0 || p99 >= TARGET_P99_MS;
} finally {
  await direct?.close();
  await server.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(storageDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
