// POST /v1/moderation/reports/{target}/{id}/resolve through HTTP: admins only, checked before the
// body; DISMISS, HIDE and DELETE of listings and comments with their records and MODERATION
// notifications; a resolved target stays out of the queue until reported again; two admins
// resolving at once: one wins, the other gets a 409.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  insertComment,
  insertTestListing,
  moderationNotifications,
  report,
  signIn,
  useModerationServer,
  userIdOf,
} from './moderation.test-harness';

const server = useModerationServer();
const token: Record<string, string> = {};
const id: Record<string, string> = {};

beforeAll(async () => {
  const people = {
    admin: 'admin@acme.example',
    owner: 'owner@acme.example',
    surveyor: 'surveyor@acme.example',
    viewer: 'viewer@acme.example',
    reviewer: 'reviewer@acme.example',
  };
  for (const [who, email] of Object.entries(people)) {
    token[who] = (await signIn(server().base, email)).IdToken;
    id[who] = await userIdOf(server().db, email);
  }
});

const resolve = (target: string, targetId: number | string, body: unknown, who = 'admin') =>
  call(server(), 'POST', `/v1/moderation/reports/${target}/${targetId}/resolve`, {
    token: who === 'anonymous' ? undefined : token[who],
    body,
  });

const newListing = (title: string) =>
  insertTestListing(server().db, { tenant: 'acme', ownerEmail: 'surveyor@acme.example', title });

async function queueIds(): Promise<number[]> {
  const answer = await call(server(), 'GET', '/v1/moderation/reports?limit=100', {
    token: token['admin'],
  });
  expect(answer.status).toBe(200);
  return answer.body.items.map((item: { id: number }) => item.id);
}

async function listingState(listingId: number) {
  const [row] = await server().db.query<{ reviewStatus: string; deleted: boolean; total: number }>(
    `SELECT review_status AS "reviewStatus", deleted_at IS NOT NULL AS deleted,
       total_comments AS total FROM listings WHERE id = $1`,
    [listingId],
  );
  return row;
}

async function actionsOf(target: string, targetId: number) {
  return server().db.query<{
    action: string;
    reason: string;
    actorId: string;
    reportCount: number;
  }>(
    `SELECT action, reason, actor_id::text AS "actorId", report_count AS "reportCount"
     FROM moderation_actions WHERE target = $1 AND target_id = $2 ORDER BY id`,
    [target, targetId],
  );
}

describe('POST /v1/moderation/reports/{target}/{id}/resolve: who and what', () => {
  it('answers 401 to anonymous callers and 403 below Admin, before looking at the body', async () => {
    const listingId = await newListing('Guarded');
    await report(server().db, 'listing', listingId, id['viewer']!);
    expect((await resolve('listing', listingId, { action: 'NOPE' }, 'anonymous')).status).toBe(401);
    for (const who of ['surveyor', 'viewer', 'reviewer']) {
      expect((await resolve('listing', listingId, { action: 'NOPE' }, who)).status, who).toBe(403);
    }
    expect(await queueIds()).toContain(listingId);
  });

  it('answers 400 naming what is wrong, 404 for an unknown target', async () => {
    const listingId = await newListing('Bad input');
    await report(server().db, 'listing', listingId, id['viewer']!);
    const cases: [string, unknown, RegExp][] = [
      ['listing/x', { action: 'DISMISS' }, /Invalid target ID/],
      ['listing/0', { action: 'DISMISS' }, /Invalid target ID/],
      ['post/1', { action: 'DISMISS' }, /^params\.target/],
      [`listing/${listingId}`, { action: 'BAN' }, /^body\.action/],
      [`listing/${listingId}`, {}, /action/],
      [`listing/${listingId}`, { action: 'HIDE' }, /body\.reason is required to hide/],
      [`listing/${listingId}`, { action: 'DELETE', reason: '   ' }, /body\.reason is required/],
      [`listing/${listingId}`, { action: 'HIDE', reason: 'x'.repeat(1001) }, /^body\.reason/],
    ];
    for (const [path, body, message] of cases) {
      const [target, targetId] = path.split('/');
      const answer = await resolve(target!, targetId!, body);
      expect(answer.status, path + JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect((await resolve('listing', 99_999_999, { action: 'DISMISS' })).status).toBe(404);
    expect((await resolve('comment', 99_999_999, { action: 'DISMISS' })).status).toBe(404);
    // Another tenant's listing is not there for acme's admins.
    const mainListing = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Main map',
    });
    await report(server().db, 'listing', mainListing, id['viewer']!);
    expect((await resolve('listing', mainListing, { action: 'DISMISS' })).status).toBe(404);
    expect(await actionsOf('LISTING', listingId)).toEqual([]);
  });
});

describe('resolving listings', () => {
  it('DISMISS closes the reports, keeps the listing, tells the reporters only', async () => {
    const listingId = await newListing('Dismissed');
    await report(server().db, 'listing', listingId, id['viewer']!, 'SPAM');
    await report(server().db, 'listing', listingId, id['reviewer']!, 'OTHER');
    const answer = await resolve('listing', listingId, { action: 'DISMISS' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      target: 'LISTING',
      targetId: listingId,
      listingId,
      action: 'DISMISS',
      reason: '',
      actorId: id['admin'],
      reportCount: 2,
      notified: 2,
    });
    expect(await listingState(listingId)).toMatchObject({
      reviewStatus: 'APPROVED',
      deleted: false,
    });
    expect(await queueIds()).not.toContain(listingId);
    const sent = await moderationNotifications(server().db, listingId);
    expect(sent.map((n) => n.userId).sort()).toEqual([id['viewer'], id['reviewer']].sort());
    for (const n of sent) {
      expect(n).toMatchObject({ actorId: id['admin'], commentId: null, message: '' });
      expect(n.data).toEqual({ outcome: 'DISMISSED', target: 'LISTING', role: 'REPORTER' });
    }
    // A second resolution finds nothing open: 409.
    const again = await resolve('listing', listingId, { action: 'HIDE', reason: 'late' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REPORTS_ALREADY_RESOLVED');
  });

  it('a resolved target comes back to the queue when reported again, with only the new reports', async () => {
    const listingId = await newListing('Reported twice');
    await report(server().db, 'listing', listingId, id['viewer']!);
    expect((await resolve('listing', listingId, { action: 'DISMISS' })).status).toBe(200);
    expect(await queueIds()).not.toContain(listingId);
    // The same reporter again (a repeat replaces the earlier report) and a new one.
    await report(server().db, 'listing', listingId, id['viewer']!, 'AGAIN');
    await report(server().db, 'listing', listingId, id['reviewer']!, 'NEW');
    const page = await call(server(), 'GET', '/v1/moderation/reports?limit=100', {
      token: token['admin'],
    });
    const item = page.body.items.find((i: { id: number }) => i.id === listingId);
    expect(item).toMatchObject({ reportCount: 2 });
    expect([...item.reasons].sort()).toEqual(['AGAIN', 'NEW']);
    const second = await resolve('listing', listingId, { action: 'HIDE', reason: 'Off-topic' });
    expect(second.body.reportCount).toBe(2);
    expect((await actionsOf('LISTING', listingId)).map((a) => a.action)).toEqual([
      'DISMISS',
      'HIDE',
    ]);
  });

  it('HIDE rejects the listing (out of every public list) and tells reporters and owner why', async () => {
    const listingId = await newListing('Hidden listing');
    await report(server().db, 'listing', listingId, id['viewer']!);
    const answer = await resolve(
      'listing',
      listingId,
      { action: 'HIDE', reason: ' Stolen imagery ' },
      'owner',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      reason: 'Stolen imagery',
      actorId: id['owner'],
      notified: 2,
    });
    expect(await listingState(listingId)).toMatchObject({
      reviewStatus: 'REJECTED',
      deleted: false,
    });
    const sent = await moderationNotifications(server().db, listingId);
    expect(sent.map((n) => [n.userId, n.data['role'], n.data['outcome'], n.message])).toEqual([
      [id['viewer'], 'REPORTER', 'HIDDEN', 'Stolen imagery'],
      [id['surveyor'], 'AUTHOR', 'HIDDEN', 'Stolen imagery'],
    ]);
    expect(await actionsOf('LISTING', listingId)).toEqual([
      { action: 'HIDE', reason: 'Stolen imagery', actorId: id['owner'], reportCount: 1 },
    ]);
  });

  it('DELETE soft-deletes the listing as its DELETE route does', async () => {
    const listingId = await newListing('Deleted listing');
    await report(server().db, 'listing', listingId, id['viewer']!);
    const answer = await resolve('listing', listingId, { action: 'DELETE', reason: 'Illegal' });
    expect(answer.status).toBe(200);
    expect(await listingState(listingId)).toMatchObject({ deleted: true });
    const sent = await moderationNotifications(server().db, listingId);
    expect(sent.map((n) => n.data['outcome'])).toEqual(['DELETED', 'DELETED']);
    // Gone: a later attempt is a 409 (it was resolved), not a 404.
    expect(
      (await resolve('listing', listingId, { action: 'DELETE', reason: 'again' })).status,
    ).toBe(409);
  });
});

describe('resolving comments', () => {
  async function thread() {
    const listingId = await newListing('Discussed');
    const db = server().db;
    const root = await insertComment(db, { listingId, userId: id['surveyor']!, text: 'root' });
    const bad = await insertComment(db, {
      listingId,
      userId: id['viewer']!,
      text: 'rude',
      parentId: root,
    });
    const reply = await insertComment(db, {
      listingId,
      userId: id['reviewer']!,
      text: 'calm down',
      parentId: bad,
    });
    await report(db, 'comment', bad, id['surveyor']!, 'ABUSE');
    await report(db, 'comment', bad, id['reviewer']!, 'ABUSE');
    return { listingId, root, bad, reply };
  }

  async function commentRows(listingId: number) {
    return server().db.query<{ id: number; hidden: boolean; reason: string | null }>(
      `SELECT id::float8 AS id, hidden_at IS NOT NULL AS hidden, hidden_reason AS reason
       FROM comments WHERE listing_id = $1 ORDER BY id`,
      [listingId],
    );
  }

  it('HIDE hides the comment and its replies, lowers the count, tells reporters and author', async () => {
    const { listingId, root, bad, reply } = await thread();
    expect((await listingState(listingId))?.total).toBe(3);
    const answer = await resolve('comment', bad, { action: 'HIDE', reason: 'Insults' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ target: 'COMMENT', targetId: bad, listingId, notified: 3 });
    expect(await commentRows(listingId)).toEqual([
      { id: root, hidden: false, reason: null },
      { id: bad, hidden: true, reason: 'Insults' },
      { id: reply, hidden: true, reason: null },
    ]);
    expect((await listingState(listingId))?.total).toBe(1);
    const sent = await moderationNotifications(server().db, listingId);
    expect(sent.map((n) => [n.userId, n.commentId, n.data['role'], n.data['outcome']])).toEqual([
      [id['surveyor'], bad, 'REPORTER', 'HIDDEN'],
      [id['reviewer'], bad, 'REPORTER', 'HIDDEN'],
      [id['viewer'], bad, 'AUTHOR', 'HIDDEN'],
    ]);
    expect(sent[0]!.data).toEqual({
      outcome: 'HIDDEN',
      target: 'COMMENT',
      role: 'REPORTER',
      commentId: bad,
    });
    // The queue shows it no more; a new report brings it back, marked hidden.
    expect(await queueIds()).not.toContain(bad);
    await report(server().db, 'comment', bad, id['owner']!);
    const page = await call(server(), 'GET', '/v1/moderation/reports?limit=100', {
      token: token['admin'],
    });
    expect(page.body.items.find((i: { id: number }) => i.id === bad)).toMatchObject({
      hidden: true,
      reportCount: 1,
    });
    // Deleting the hidden comment now does not lower the count again.
    expect((await resolve('comment', bad, { action: 'DELETE', reason: 'Repeat' })).status).toBe(
      200,
    );
    expect((await listingState(listingId))?.total).toBe(1);
  });

  it('DELETE removes the comment and its replies, keeps the record, names the comment in data', async () => {
    const { listingId, root, bad } = await thread();
    const answer = await resolve('comment', bad, { action: 'DELETE', reason: 'Spam link' });
    expect(answer.status).toBe(200);
    expect((await commentRows(listingId)).map((row) => row.id)).toEqual([root]);
    expect((await listingState(listingId))?.total).toBe(1);
    expect(await actionsOf('COMMENT', bad)).toEqual([
      { action: 'DELETE', reason: 'Spam link', actorId: id['admin'], reportCount: 2 },
    ]);
    const sent = await moderationNotifications(server().db, listingId);
    expect(sent).toHaveLength(3);
    for (const n of sent) {
      expect(n.commentId).toBeNull();
      expect(n.data).toMatchObject({ outcome: 'DELETED', target: 'COMMENT', commentId: bad });
      expect(n.message).toBe('Spam link');
    }
    expect((await resolve('comment', bad, { action: 'DISMISS' })).status).toBe(409);
  });

  it('DISMISS keeps the comment and tells only the reporters', async () => {
    const { listingId, bad } = await thread();
    expect(
      (await resolve('comment', bad, { action: 'DISMISS', reason: 'Fair criticism' })).status,
    ).toBe(200);
    expect((await commentRows(listingId)).every((row) => !row.hidden)).toBe(true);
    const sent = await moderationNotifications(server().db, listingId);
    expect(sent.map((n) => n.data['role'])).toEqual(['REPORTER', 'REPORTER']);
  });
});

describe('two admins resolving the same target at once', () => {
  it('one wins, the other gets a 409, and only one action is recorded', async () => {
    for (const [target, first, second] of [
      ['comment', 'DELETE', 'HIDE'],
      ['comment', 'HIDE', 'DISMISS'],
      ['listing', 'DELETE', 'DELETE'],
      ['listing', 'HIDE', 'DISMISS'],
    ] as const) {
      const listingId = await newListing(`Race ${target} ${first}`);
      const targetId =
        target === 'listing'
          ? listingId
          : await insertComment(server().db, { listingId, userId: id['viewer']!, text: 'race' });
      await report(server().db, target, targetId, id['reviewer']!);
      const answers = await Promise.all([
        resolve(target, targetId, { action: first, reason: 'first' }, 'admin'),
        resolve(target, targetId, { action: second, reason: 'second' }, 'owner'),
      ]);
      const label = `${target} ${first}/${second}`;
      expect(answers.map((a) => a.status).sort(), label).toEqual([200, 409]);
      expect(await actionsOf(target.toUpperCase(), targetId), label).toHaveLength(1);
      expect(await moderationNotifications(server().db, listingId), label).toHaveLength(
        answers.find((a) => a.status === 200)!.body.notified,
      );
    }
  });
});
