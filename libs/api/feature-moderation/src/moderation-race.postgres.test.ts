// Two admins resolving at once on a real PostgreSQL (the DATABASE_URL path), where a pool's
// connections truly run in parallel: for every target exactly one resolution wins and the other
// gets a 409, one action is recorded, and the visible comment count equals the visible rows.
import type { Db } from '@unfurl/api-db';
import { openTestPostgresDb, runsPostgresTests } from '@unfurl/api-db/testing';
import { DEFAULT_SAMPLES_DIR, seedDemo } from '@unfurl/api-demo-seed';
import { startFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationPlugin } from './moderation.plugin';
import {
  call,
  insertComment,
  insertTestListing,
  report,
  signIn,
  userIdOf,
} from './moderation.test-harness';

const reachable = await runsPostgresTests('the moderation races on PostgreSQL');

describe.skipIf(!reachable)('moderation races on PostgreSQL', () => {
  let db: Db;
  let server: FeatureServer;
  const tokens: string[] = [];
  beforeAll(async () => {
    db = await openTestPostgresDb();
    await seedDemo(db, { samplesDir: DEFAULT_SAMPLES_DIR, generatedListings: 0 });
    server = await startFeatureServer({
      db,
      register: async (app) => {
        await app.register(moderationPlugin, { db });
      },
    });
    for (const email of ['admin@acme.example', 'owner@acme.example']) {
      tokens.push((await signIn(server.base, email)).IdToken);
    }
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('20 comments resolved by two admins at once: one 200 and one 409 each, counts exact', async () => {
    const listingId = await insertTestListing(db, {
      tenant: 'acme',
      ownerEmail: 'surveyor@acme.example',
      title: 'Raced thread',
    });
    const author = await userIdOf(db, 'viewer@acme.example');
    const reporter = await userIdOf(db, 'reviewer@acme.example');
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const id = await insertComment(db, { listingId, userId: author, text: `c${i}` });
      await insertComment(db, { listingId, userId: author, text: `reply ${i}`, parentId: id });
      await report(db, 'comment', id, reporter);
      ids.push(id);
    }
    const actions = ['HIDE', 'DELETE', 'DISMISS'] as const;
    const answers = await Promise.all(
      ids.flatMap((id, i) =>
        tokens.map((token, j) =>
          call(server, 'POST', `/v1/moderation/reports/comment/${id}/resolve`, {
            token,
            body: { action: actions[(i + j) % 3], reason: 'raced' },
          }).then((answer) => ({ id, status: answer.status })),
        ),
      ),
    );
    for (const id of ids) {
      const statuses = answers
        .filter((a) => a.id === id)
        .map((a) => a.status)
        .sort();
      expect(statuses, `comment ${id}`).toEqual([200, 409]);
    }
    const [counts] = await db.query<{
      actions: number;
      stored: number;
      visible: number;
      open: number;
    }>(
      `SELECT
         (SELECT count(*)::int FROM moderation_actions WHERE target = 'COMMENT'
            AND target_id = ANY($2::bigint[])) AS actions,
         (SELECT total_comments FROM listings WHERE id = $1) AS stored,
         (SELECT count(*)::int FROM comments WHERE listing_id = $1 AND hidden_at IS NULL) AS visible,
         (SELECT count(*)::int FROM comment_reports WHERE comment_id = ANY($2::bigint[])
            AND resolved_action_id IS NULL) AS open`,
      [listingId, ids],
    );
    expect(counts).toEqual({
      actions: 20,
      stored: counts!.visible,
      visible: counts!.visible,
      open: 0,
    });
  });
});
