// POST, PUT and DELETE /v1/comments through HTTP: sign-in first, bad input a 400 naming the field,
// unknown or invisible listings and comments a 404, orders and cross-listing replies refused,
// edits for the author only, deletes for the author, the map's owner and admins, replies going
// with their parent and the listing's count exact, also under racing writes.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  countedComments,
  insertTestListing,
  signIn,
  storedTotalComments,
  useCommentsServer,
} from './comments.test-harness';

const server = useCommentsServer();
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  const emails = {
    owner: 'ada@unfurl.example',
    author: 'gerardus@unfurl.example',
    other: 'marie@unfurl.example',
    admin: 'admin@unfurl.example',
    acmeAdmin: 'admin@acme.example',
    acmeOwner: 'owner@acme.example',
    acmeViewer: 'viewer@acme.example',
    acmeSurveyor: 'surveyor@acme.example',
  };
  for (const [key, email] of Object.entries(emails)) {
    tokens[key] = (await signIn(server().base, email)).IdToken;
  }
  const add = async (key: string, extra: Partial<Parameters<typeof insertTestListing>[1]> = {}) => {
    ids[key] = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: emails.owner,
      title: `Comments ${key}`,
      ...extra,
    });
  };
  await add('map');
  await add('second');
  await add('order', { listingType: 'ORDER' });
  await add('acmePrivate', { tenant: 'acme', ownerEmail: emails.acmeAdmin, isPrivate: true });
  await add('deleted');
  await server().db.query('UPDATE listings SET deleted_at = now() WHERE id = $1', [ids['deleted']]);
});

/** POST /v1/comments as the author, as `token`'s user, or anonymously (null). */
const post = (body: unknown, token: string | null = tokens['author']!, subdomain = 'main') =>
  call(server(), 'POST', '/v1/comments', { token: token ?? undefined, body, subdomain });

async function comment(body: object, token = tokens['author']!) {
  const answer = await post(body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number; parentId: number | null; listingId: number };
}

const feature = (coordinates: unknown, type = 'Point') => ({
  type: 'Feature',
  properties: { label: 'here', color: '#ff0000' },
  geometry: { type, coordinates },
});

describe('POST /v1/comments', () => {
  it('answers 401 to anonymous callers before looking at the body (R-081)', async () => {
    for (const body of [{ listingId: ids['map'], text: 'hi' }, {}, { text: 5 }]) {
      const answer = await post(body, null);
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('UNAUTHORIZED');
    }
    expect(await countedComments(server().db, ids['map']!)).toBe(0);
  });

  it('creates a comment from a string or lines, stored as written and answered (R-281, R-286)', async () => {
    const html = '<script>alert(1)</script> & <b>bold</b>  \n  spaced ';
    const created = await post({ listingId: ids['map'], text: html });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      listingId: ids['map'],
      parentId: null,
      userName: 'Gerardus Mercator',
      text: html,
      annotations: null,
      children: [],
      userVote: 'UNVOTE',
      upVotes: 0,
      downVotes: 0,
    });
    const lines = ['first line', '', '  <i>third</i>'];
    const multi = await comment({ listingId: ids['map'], text: lines });
    const read = await call(server(), 'GET', `/v1/comments/${multi.id}`);
    expect(read.body.text).toEqual(lines);
    expect(await storedTotalComments(server().db, ids['map']!)).toBe(2);
  });

  it('keeps GeoJSON annotations and refuses malformed ones with a 400 naming the field', async () => {
    const annotations = [
      feature([13.4, 52.5]),
      feature(
        [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
        'Polygon',
      ),
    ];
    const created = await comment({ listingId: ids['map'], text: 'pinned', annotations });
    const read = await call(server(), 'GET', `/v1/comments/${created.id}`);
    expect(read.body.annotations).toEqual(annotations);
    const bad = [
      [feature([200, 0])],
      [feature([0, 95])],
      [feature([0])],
      [feature([[0, 0]], 'LineString')],
      [{ ...feature([0, 0]), type: 'FeatureCollection' }],
      [feature([0, 0], 'Circle')],
      { type: 'Feature' },
    ];
    for (const value of bad) {
      const answer = await post({ listingId: ids['map'], text: 'x', annotations: value });
      expect(answer.status, JSON.stringify(value)).toBe(400);
      expect(answer.body.message).toMatch(/^body\.annotations/);
    }
  });

  it('refuses missing, blank, oversized and mistyped text with a 400 naming text', async () => {
    const cases: unknown[] = [undefined, '', '   ', ['', ' '], [], 'x'.repeat(10_001), { a: 1 }];
    for (const text of cases) {
      const answer = await post({ listingId: ids['map'], text });
      expect(answer.status, JSON.stringify(text)).toBe(400);
      expect(answer.body.message, JSON.stringify(text)).toMatch(/^(body\.)?text/);
    }
    const noListing = await post({ text: 'where?' });
    expect(noListing.status).toBe(400);
    expect(noListing.body.message).toMatch(/listingId/);
    const badId = await post({ listingId: 'abc', text: 'x' });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/^body\.listingId/);
  });

  it('answers 404 for unknown, deleted, invisible and other tenants\u2019 listings', async () => {
    for (const listingId of [999_999_999, ids['deleted'], ids['acmePrivate']]) {
      const answer = await post({ listingId, text: 'hello' });
      expect(answer.status, String(listingId)).toBe(404);
    }
    const elsewhere = await post({ listingId: ids['map'], text: 'x' }, tokens['acmeAdmin'], 'acme');
    expect(elsewhere.status).toBe(404);
  });

  it('refuses comments on orders with a 422 (R-332)', async () => {
    const answer = await post({ listingId: ids['order'], text: 'nice order' });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('ORDER_NOT_COMMENTABLE');
    expect(await countedComments(server().db, ids['order']!)).toBe(0);
  });

  it('replies under a parent and under a reply, with or without the listing id (R-286)', async () => {
    const top = await comment({ listingId: ids['second'], text: 'top' });
    const reply = await comment({ parentId: top.id, text: 'reply' }, tokens['other']);
    expect(reply).toMatchObject({ parentId: top.id, listingId: ids['second'] });
    const deeper = await comment({ listingId: ids['second'], parentId: reply.id, text: 'deeper' });
    const read = await call(server(), 'GET', `/v1/comments/${top.id}`);
    expect(read.body.children[0].id).toBe(reply.id);
    expect(read.body.children[0].children[0].id).toBe(deeper.id);
    expect(await storedTotalComments(server().db, ids['second']!)).toBe(3);
  });

  it('refuses a reply to a comment of another listing (422) or an unknown one (404)', async () => {
    const onMap = await comment({ listingId: ids['map'], text: 'on map' });
    const replyOnMap = await comment({ parentId: onMap.id, text: 'reply on map' });
    const before = await storedTotalComments(server().db, ids['second']!);
    const cross = await post({ listingId: ids['second'], parentId: replyOnMap.id, text: 'x' });
    expect(cross.status).toBe(422);
    expect(cross.body.code).toBe('PARENT_ON_OTHER_LISTING');
    expect(cross.body.message).toMatch(/^parentId/);
    const unknown = await post({ listingId: ids['second'], parentId: 999_999_999, text: 'x' });
    expect(unknown.status).toBe(404);
    expect(await storedTotalComments(server().db, ids['second']!)).toBe(before);
  });
});

describe('POST /v1/comments: the limits', () => {
  it('takes replies 20 levels deep and refuses the 21st with a 422 naming parentId', async () => {
    let parent = (await comment({ listingId: ids['second'], text: 'depth 0' })).id;
    for (let depth = 1; depth < 20; depth++) {
      const [reply] = await server().db.query<{ id: number }>(
        `INSERT INTO comments (listing_id, parent_id, user_id, text)
         SELECT listing_id, id, user_id, to_jsonb($2::text) FROM comments WHERE id = $1
         RETURNING id::float8 AS id`,
        [parent, `depth ${depth}`],
      );
      parent = reply!.id;
    }
    const deepest = await comment({ parentId: parent, text: 'depth 20' });
    const refused = await post({ parentId: deepest.id, text: 'depth 21' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('REPLY_TOO_DEEP');
    expect(refused.body.message).toMatch(/^parentId/);
    const thread = await call(server(), 'GET', `/v1/comments/listing/${ids['second']}`);
    expect(thread.status).toBe(200);
  });

  it('refuses text PostgreSQL cannot store (NUL, lone surrogates) with a 400, not a 500', async () => {
    for (const raw of [
      '{"listingId":ID,"text":"a\\u0000b"}',
      '{"listingId":ID,"text":["\\ud800"]}',
    ]) {
      const response = await fetch(`${server().base}/v1/comments`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens['author']}`,
          'content-type': 'application/json',
        },
        body: raw.replace('ID', String(ids['map'])),
      });
      expect(response.status, raw).toBe(400);
    }
  });
});

describe('PUT /v1/comments/{id}', () => {
  it('lets the author change text and annotations, and no one else (R-287)', async () => {
    const mine = await comment({ listingId: ids['map'], text: 'draft' });
    const anonymous = await call(server(), 'PUT', `/v1/comments/${mine.id}`, {
      body: { text: 'x' },
    });
    expect(anonymous.status).toBe(401);
    for (const who of ['owner', 'other', 'admin']) {
      const refused = await call(server(), 'PUT', `/v1/comments/${mine.id}`, {
        token: tokens[who],
        body: { text: 'not yours' },
      });
      expect(refused.status, who).toBe(403);
    }
    const edited = await call(server(), 'PUT', `/v1/comments/${mine.id}`, {
      token: tokens['author'],
      body: { text: ['edited', 'twice'], annotations: [feature([1, 2])] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: mine.id, text: ['edited', 'twice'] });
    expect(edited.body.annotations).toHaveLength(1);
    const cleared = await call(server(), 'PUT', `/v1/comments/${mine.id}`, {
      token: tokens['author'],
      body: { annotations: null },
    });
    expect(cleared.body).toMatchObject({ text: ['edited', 'twice'], annotations: null });
  });

  it('answers 400 for nothing to change or bad text, 404 for unknown or invisible comments', async () => {
    const mine = await comment({ listingId: ids['map'], text: 'keep' });
    const path = `/v1/comments/${mine.id}`;
    const empty = await call(server(), 'PUT', path, { token: tokens['author'], body: {} });
    expect(empty.body.code).toBe('NOTHING_TO_CHANGE');
    const blank = await call(server(), 'PUT', path, {
      token: tokens['author'],
      body: { text: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/^text/);
    const unknown = await call(server(), 'PUT', '/v1/comments/999999999', {
      token: tokens['author'],
      body: { text: 'x' },
    });
    expect(unknown.status).toBe(404);
    const badId = await call(server(), 'PUT', '/v1/comments/abc', {
      token: tokens['author'],
      body: { text: 'x' },
    });
    expect(badId.status).toBe(400);
    const acme = await call(server(), 'PUT', path, {
      token: tokens['acmeAdmin'],
      subdomain: 'acme',
      body: { text: 'x' },
    });
    expect(acme.status).toBe(404);
    expect((await call(server(), 'GET', path)).body.text).toBe('keep');
  });
});

describe('DELETE /v1/comments/{id}', () => {
  /** A comment by the author on a fresh listing, with two replies under it (one nested). */
  async function thread() {
    const listingId = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Thread',
    });
    const top = await comment({ listingId, text: 'top' });
    const reply = await comment({ parentId: top.id, text: 'reply' }, tokens['other']);
    await comment({ parentId: reply.id, text: 'nested' });
    const other = await comment({ listingId, text: 'another' }, tokens['other']);
    return { listingId, top, reply, other };
  }

  it('removes the comment with its replies and lowers the count by all of them (R-291, R-292)', async () => {
    const { listingId, top, other } = await thread();
    expect(await storedTotalComments(server().db, listingId)).toBe(4);
    const gone = await call(server(), 'DELETE', `/v1/comments/${top.id}`, {
      token: tokens['author'],
    });
    expect(gone.status).toBe(200);
    expect(gone.body.deletedIds).toHaveLength(3);
    expect(gone.body.totalComments).toBe(1);
    expect(await storedTotalComments(server().db, listingId)).toBe(1);
    const list = await call(server(), 'GET', `/v1/comments/listing/${listingId}`);
    expect(list.body.map((c: { id: number }) => c.id)).toEqual([other.id]);
    const again = await call(server(), 'DELETE', `/v1/comments/${top.id}`, {
      token: tokens['author'],
    });
    expect(again.status).toBe(404);
  });

  it('lets the map owner delete, and refuses others (403) and anonymous (401)', async () => {
    const { listingId, top, reply } = await thread();
    const anonymous = await call(server(), 'DELETE', `/v1/comments/${top.id}`);
    expect(anonymous.status).toBe(401);
    // The main site gives every signed-in user Write, so no one is an admin there.
    for (const who of ['other', 'admin']) {
      const refused = await call(server(), 'DELETE', `/v1/comments/${top.id}`, {
        token: tokens[who],
      });
      expect(refused.status, who).toBe(403);
    }
    const byOwner = await call(server(), 'DELETE', `/v1/comments/${reply.id}`, {
      token: tokens['owner'],
    });
    expect(byOwner.body.deletedIds).toHaveLength(2);
    const otherTenantAdmin = await call(server(), 'DELETE', `/v1/comments/${top.id}`, {
      token: tokens['acmeAdmin'],
      subdomain: 'acme',
    });
    expect(otherTenantAdmin.status).toBe(404);
    expect(await storedTotalComments(server().db, listingId)).toBe(2);
  });

  it("lets a tenant's admins delete any comment on its maps, and its readers only their own", async () => {
    const listingId = await insertTestListing(server().db, {
      tenant: 'acme',
      ownerEmail: 'surveyor@acme.example',
      title: 'Acme thread',
      isPrivate: true,
    });
    const onAcme = (token: string, body: object) => post(body, token, 'acme');
    const first = await onAcme(tokens['acmeViewer']!, { listingId, text: 'first' });
    const second = await onAcme(tokens['acmeViewer']!, { listingId, text: 'second' });
    const third = await onAcme(tokens['acmeOwner']!, { listingId, text: 'third' });
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    const del = (id: number, who: string) =>
      call(server(), 'DELETE', `/v1/comments/${id}`, { token: tokens[who], subdomain: 'acme' });
    expect((await del(third.body.id, 'acmeViewer')).status).toBe(403);
    expect((await del(first.body.id, 'acmeAdmin')).status).toBe(200);
    expect((await del(second.body.id, 'acmeOwner')).status).toBe(200);
    expect((await del(third.body.id, 'acmeViewer')).status).toBe(403);
    expect((await del(third.body.id, 'acmeSurveyor')).status).toBe(200);
    expect(await storedTotalComments(server().db, listingId)).toBe(0);
  });

  it('never lowers the count below 0', async () => {
    const { listingId, top } = await thread();
    await server().db.query('UPDATE listings SET total_comments = 1 WHERE id = $1', [listingId]);
    const gone = await call(server(), 'DELETE', `/v1/comments/${top.id}`, {
      token: tokens['author'],
    });
    expect(gone.body.totalComments).toBe(0);
  });
});

describe('the comment count under racing writes', () => {
  it('equals the stored comments after parallel comments, replies and deletes', async () => {
    const listingId = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Busy thread',
    });
    const roots = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        comment({ listingId, text: `root ${i}` }, i % 2 ? tokens['other'] : tokens['author']),
      ),
    );
    const writes = roots.flatMap((root, i) => [
      post({ parentId: root.id, text: 'reply a' }),
      post({ parentId: root.id, text: 'reply b' }, tokens['other']),
      ...(i % 2 === 0
        ? [call(server(), 'DELETE', `/v1/comments/${root.id}`, { token: tokens['owner'] })]
        : []),
    ]);
    const answers = await Promise.all(writes);
    for (const answer of answers) expect([200, 201, 404]).toContain(answer.status);
    const stored = await countedComments(server().db, listingId);
    expect(await storedTotalComments(server().db, listingId)).toBe(stored);
    const list = await call(server(), 'GET', `/v1/comments/listing/${listingId}`);
    const count = (cs: { children: unknown[] }[]): number =>
      cs.reduce((n, c) => n + 1 + count(c.children as typeof cs), 0);
    expect(count(list.body)).toBe(stored);
  });
});
