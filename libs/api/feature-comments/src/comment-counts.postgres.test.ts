// The comment and vote counts on a real PostgreSQL (the DATABASE_URL path), where the requests
// of a pool's connections truly run at once: parallel comments, replies, deletes of whole
// threads and votes, then every count equals the rows behind it.
import type { Db } from '@unfurl/api-db';
import { openTestPostgresDb, runsPostgresTests } from '@unfurl/api-db/testing';
import { DEFAULT_SAMPLES_DIR, seedDemo } from '@unfurl/api-demo-seed';
import { startFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsPlugin } from './comments.plugin';
import {
  call,
  countedComments,
  insertTestListing,
  insertTestUser,
  signIn,
  storedTotalComments,
} from './comments.test-harness';

const reachable = await runsPostgresTests('the comment counts on PostgreSQL');

describe.skipIf(!reachable)('comment counts on PostgreSQL', () => {
  let db: Db;
  let server: FeatureServer;
  const tokens: string[] = [];
  beforeAll(async () => {
    db = await openTestPostgresDb();
    await seedDemo(db, { samplesDir: DEFAULT_SAMPLES_DIR, generatedListings: 0 });
    server = await startFeatureServer({
      db,
      register: async (app) => {
        await app.register(commentsPlugin, { db });
      },
    });
    for (let i = 0; i < 12; i++) {
      tokens.push((await signIn(server.base, await insertTestUser(db, 'main', []))).IdToken);
    }
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('parallel comments, replies and thread deletes leave total_comments equal to the rows', async () => {
    const listingId = await insertTestListing(db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Crowded thread',
    });
    const post = (token: string, body: object) =>
      call(server, 'POST', '/v1/comments', { token, body });
    const roots = await Promise.all(
      tokens.map((token, i) => post(token, { listingId, text: `root ${i}` })),
    );
    const rootIds = roots.map((answer) => answer.body.id as number);
    const answers = await Promise.all(
      rootIds.flatMap((id, i) => [
        ...tokens.slice(0, 4).map((token) => post(token, { parentId: id, text: 'reply' })),
        ...(i % 3 === 0
          ? [call(server, 'DELETE', `/v1/comments/${id}`, { token: tokens[i] })]
          : []),
      ]),
    );
    for (const answer of answers) expect([200, 201, 404]).toContain(answer.status);
    const rows = await countedComments(db, listingId);
    expect(rows).toBeGreaterThan(tokens.length);
    expect(await storedTotalComments(db, listingId)).toBe(rows);
  });

  it('parallel votes of many users leave up_votes and down_votes equal to the vote rows', async () => {
    const listingId = await insertTestListing(db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Voted thread',
    });
    const created = await call(server, 'POST', '/v1/comments', {
      token: tokens[0],
      body: { listingId, text: 'vote' },
    });
    const id = created.body.id as number;
    const votes = tokens.flatMap((token, i) =>
      ['UP', 'DOWN', 'UP', i % 2 ? 'UNVOTE' : 'DOWN', 'UP'].map((vote) =>
        call(server, 'PUT', `/v1/comments/${id}/vote`, { token, body: { vote } }),
      ),
    );
    for (const answer of await Promise.all(votes)) expect(answer.status).toBe(200);
    const [counts] = await db.query<{ up: number; down: number; upRows: number; downRows: number }>(
      `SELECT c.up_votes AS up, c.down_votes AS down,
         (SELECT count(*)::int FROM comment_votes WHERE comment_id = c.id AND vote = 'UP') AS "upRows",
         (SELECT count(*)::int FROM comment_votes WHERE comment_id = c.id AND vote = 'DOWN') AS "downRows"
       FROM comments c WHERE c.id = $1`,
      [id],
    );
    expect(counts?.up).toBe(counts?.upRows);
    expect(counts?.down).toBe(counts?.downRows);
  });
});
