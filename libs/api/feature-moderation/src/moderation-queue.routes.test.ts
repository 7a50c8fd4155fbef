// GET /v1/moderation/reports through HTTP: tenant admins only (401 anonymous, 403 below Admin and
// for another tenant's admin), one item per reported target with its open reports, oldest first,
// paged, and never another tenant's reports.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  insertComment,
  insertTestListing,
  insertTestUser,
  report,
  signIn,
  useModerationServer,
  userIdOf,
} from './moderation.test-harness';

const server = useModerationServer();
const token: Record<string, string> = {};
const ids = { listing: 0, comment: 0, globex: 0 };
let viewerId = '';
let surveyorId = '';

beforeAll(async () => {
  const { db, base } = server();
  await db.query(`INSERT INTO tenants (subdomain, name) VALUES ('globex', 'Globex')`);
  const globexAdmin = await insertTestUser(db, 'globex', [['globex', 'ADMIN']]);
  const people = {
    admin: 'admin@acme.example',
    owner: 'owner@acme.example',
    surveyor: 'surveyor@acme.example',
    viewer: 'viewer@acme.example',
    mainOwner: 'admin@unfurl.example',
    globexAdmin,
  };
  for (const [who, email] of Object.entries(people))
    token[who] = (await signIn(base, email)).IdToken;
  viewerId = await userIdOf(db, people.viewer);
  surveyorId = await userIdOf(db, people.surveyor);
  ids.listing = await insertTestListing(db, {
    tenant: 'acme',
    ownerEmail: people.surveyor,
    title: 'Reported survey',
  });
  ids.comment = await insertComment(db, {
    listingId: ids.listing,
    userId: viewerId,
    text: 'buy cheap maps <b>now</b>',
  });
  await report(db, 'listing', ids.listing, viewerId, 'COPYRIGHT');
  await report(db, 'comment', ids.comment, surveyorId, 'SPAM');
  await report(db, 'comment', ids.comment, await userIdOf(db, people.owner), 'SPAM');
  ids.globex = await insertTestListing(db, {
    tenant: 'globex',
    ownerEmail: globexAdmin,
    title: 'Globex map',
  });
  await report(db, 'listing', ids.globex, await userIdOf(db, globexAdmin), 'OTHER');
});

const queue = (who: string | undefined, subdomain = 'acme', query = '') =>
  call(server(), 'GET', `/v1/moderation/reports${query}`, {
    token: who ? token[who] : undefined,
    subdomain,
  });

describe('GET /v1/moderation/reports', () => {
  it('answers 401 to anonymous callers and 403 below Admin on the site', async () => {
    expect((await queue(undefined)).status).toBe(401);
    for (const who of ['surveyor', 'viewer', 'mainOwner', 'globexAdmin']) {
      const answer = await queue(who);
      expect(answer.status, who).toBe(403);
      expect(answer.body.message).toMatch(/ADMIN permission/);
    }
    // On the main site every signed-in user has Write: no one moderates there.
    expect((await queue('mainOwner', 'main')).status).toBe(403);
    expect((await queue('admin', 'globex')).status).toBe(403);
  });

  it("shows the site's admins and owners its reported targets, oldest first, and nothing else", async () => {
    for (const who of ['admin', 'owner']) {
      const answer = await queue(who);
      expect(answer.status, who).toBe(200);
      expect(answer.body.total).toBe(2);
      expect(
        answer.body.items.map((item: { target: string; id: number }) => [item.target, item.id]),
      ).toEqual([
        ['LISTING', ids.listing],
        ['COMMENT', ids.comment],
      ]);
    }
    const globex = await queue('globexAdmin', 'globex');
    expect(globex.status).toBe(200);
    expect(globex.body.items.map((item: { id: number }) => item.id)).toEqual([ids.globex]);
    expect(globex.body.total).toBe(1);
  });

  it('groups the reports of one target with count, reasons, reporters and a preview', async () => {
    const { body } = await queue('admin');
    const [listing, comment] = body.items;
    expect(listing).toMatchObject({
      target: 'LISTING',
      listingId: ids.listing,
      listingTitle: 'Reported survey',
      commentText: null,
      authorId: surveyorId,
      authorName: 'Road Runner',
      hidden: false,
      reportCount: 1,
      reasons: ['COPYRIGHT'],
    });
    expect(listing.reports).toEqual([
      {
        userId: viewerId,
        userName: 'Acme Viewer',
        reason: 'COPYRIGHT',
        message: `see ${ids.listing}`,
        createdAt: expect.any(Number),
      },
    ]);
    expect(comment).toMatchObject({
      target: 'COMMENT',
      id: ids.comment,
      listingId: ids.listing,
      commentText: 'buy cheap maps <b>now</b>',
      authorName: 'Acme Viewer',
      reportCount: 2,
      reasons: ['SPAM'],
    });
    expect(comment.reports.map((r: { userName: string }) => r.userName).sort()).toEqual([
      'Acme Owner',
      'Road Runner',
    ]);
    expect(comment.firstReportedAt).toBeGreaterThanOrEqual(listing.firstReportedAt);
  });

  it('pages with limit and offset, the total counting every target', async () => {
    const second = await queue('admin', 'acme', '?limit=1&offset=1');
    expect(second.status).toBe(200);
    expect(second.body.items.map((item: { id: number }) => item.id)).toEqual([ids.comment]);
    expect(second.body.total).toBe(2);
    const past = await queue('admin', 'acme', '?offset=5');
    expect(past.body).toEqual({ items: [], total: 2 });
    for (const bad of ['?limit=0', '?limit=101', '?offset=-1', '?limit=ten']) {
      const answer = await queue('admin', 'acme', bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.message).toMatch(/^querystring\.(limit|offset)/);
    }
  });
});
