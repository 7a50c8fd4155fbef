// GET /v1/comments/listing/{id} and GET /v1/comments/{id} through HTTP: visible listings only,
// replies nested under their parent in server order, the caller's own vote, no userName once the
// author's account is gone.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  insertTestListing,
  insertTestUser,
  signIn,
  useCommentsServer,
} from './comments.test-harness';

const server = useCommentsServer();
const tokens: Record<string, string> = {};
let mapId = 0;
let privateId = 0;
let orderId = 0;

beforeAll(async () => {
  for (const email of ['gerardus@unfurl.example', 'marie@unfurl.example', 'viewer@acme.example']) {
    tokens[email] = (await signIn(server().base, email)).IdToken;
  }
  mapId = await insertTestListing(server().db, {
    tenant: 'main',
    ownerEmail: 'ada@unfurl.example',
    title: 'Read comments',
  });
  privateId = await insertTestListing(server().db, {
    tenant: 'acme',
    ownerEmail: 'surveyor@acme.example',
    title: 'Private acme map',
    isPrivate: true,
  });
  orderId = await insertTestListing(server().db, {
    tenant: 'main',
    ownerEmail: 'ada@unfurl.example',
    title: 'An order',
    listingType: 'ORDER',
  });
});

async function post(token: string, body: object, subdomain = 'main'): Promise<number> {
  const answer = await call(server(), 'POST', '/v1/comments', { token, body, subdomain });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as number;
}

type Tree = { id: number; children: Tree[] };
const shape = (comments: Tree[]): unknown[] => comments.map((c) => [c.id, shape(c.children)]);

describe('GET /v1/comments/listing/{id}', () => {
  it('answers top-level comments oldest first with replies nested (R-284, R-280)', async () => {
    const gerardus = tokens['gerardus@unfurl.example']!;
    const marie = tokens['marie@unfurl.example']!;
    const first = await post(gerardus, { listingId: mapId, text: 'first' });
    const second = await post(marie, { listingId: mapId, text: ['second', 'two lines'] });
    const reply = await post(marie, { parentId: first, text: 'reply to first' });
    const nested = await post(gerardus, { parentId: reply, text: 'reply to reply' });
    const later = await post(gerardus, { parentId: first, text: 'later reply' });
    const answer = await call(server(), 'GET', `/v1/comments/listing/${mapId}`);
    expect(answer.status).toBe(200);
    expect(shape(answer.body)).toEqual([
      [
        first,
        [
          [reply, [[nested, []]]],
          [later, []],
        ],
      ],
      [second, []],
    ]);
    expect(Object.keys(answer.body[0]).sort()).toEqual(
      [
        'annotations',
        'children',
        'createdAt',
        'downVotes',
        'id',
        'listingId',
        'parentId',
        'text',
        'upVotes',
        'updatedAt',
        'userId',
        'userName',
        'userVote',
      ].sort(),
    );
    expect(answer.body[1]).toMatchObject({
      userName: 'Marie Tharp',
      text: ['second', 'two lines'],
    });
    expect(answer.body[0].children[0]).toMatchObject({ parentId: first, userVote: 'UNVOTE' });
  });

  it('shows each caller their own vote, and anonymous callers none (R-282)', async () => {
    const id = await post(tokens['gerardus@unfurl.example']!, { listingId: mapId, text: 'vote' });
    const voted = await call(server(), 'PUT', `/v1/comments/${id}/vote`, {
      token: tokens['marie@unfurl.example'],
      body: { vote: 'DOWN' },
    });
    expect(voted.status).toBe(200);
    const find = (list: { id: number }[]) => list.find((c) => c.id === id);
    const asMarie = await call(server(), 'GET', `/v1/comments/listing/${mapId}`, {
      token: tokens['marie@unfurl.example'],
    });
    expect(find(asMarie.body)).toMatchObject({ userVote: 'DOWN', downVotes: 1, upVotes: 0 });
    const asGerardus = await call(server(), 'GET', `/v1/comments/${id}`, {
      token: tokens['gerardus@unfurl.example'],
    });
    expect(asGerardus.body).toMatchObject({ userVote: 'UNVOTE', downVotes: 1 });
    const anonymous = await call(server(), 'GET', `/v1/comments/${id}`);
    expect(anonymous.body).toMatchObject({ userVote: 'UNVOTE', downVotes: 1 });
  });

  it('answers an empty list for a listing without comments, 404 for unknown or invisible ones', async () => {
    expect((await call(server(), 'GET', `/v1/comments/listing/${orderId}`)).body).toEqual([]);
    expect((await call(server(), 'GET', '/v1/comments/listing/999999999')).status).toBe(404);
    expect((await call(server(), 'GET', '/v1/comments/listing/abc')).status).toBe(400);
    const onMain = await call(server(), 'GET', `/v1/comments/listing/${privateId}`);
    expect(onMain.status).toBe(404);
    const anonymousOnAcme = await call(server(), 'GET', `/v1/comments/listing/${privateId}`, {
      subdomain: 'acme',
    });
    expect(anonymousOnAcme.status).toBe(404);
    const member = await call(server(), 'GET', `/v1/comments/listing/${privateId}`, {
      token: tokens['viewer@acme.example'],
      subdomain: 'acme',
    });
    expect(member.status).toBe(200);
  });
});

describe('GET /v1/comments/{id}', () => {
  it('answers one comment with its replies; comments on invisible listings are invisible (R-285)', async () => {
    const viewer = tokens['viewer@acme.example']!;
    const top = await post(viewer, { listingId: privateId, text: 'members only' }, 'acme');
    const reply = await post(viewer, { parentId: top, text: 'still members only' }, 'acme');
    const member = await call(server(), 'GET', `/v1/comments/${top}`, {
      token: viewer,
      subdomain: 'acme',
    });
    expect(member.status).toBe(200);
    expect(shape([member.body])).toEqual([[top, [[reply, []]]]]);
    for (const id of [top, reply]) {
      expect(
        (await call(server(), 'GET', `/v1/comments/${id}`, { subdomain: 'acme' })).status,
      ).toBe(404);
      const onMain = await call(server(), 'GET', `/v1/comments/${id}`, {
        token: tokens['gerardus@unfurl.example'],
      });
      expect(onMain.status).toBe(404);
    }
    expect((await call(server(), 'GET', '/v1/comments/999999999')).status).toBe(404);
    expect((await call(server(), 'GET', '/v1/comments/0')).status).toBe(400);
  });

  it('keeps the comment of a deleted account, without a userName (R-293)', async () => {
    const email = await insertTestUser(server().db, 'main', []);
    const token = (await signIn(server().base, email)).IdToken;
    const id = await post(token, { listingId: mapId, text: 'soon without an author' });
    expect((await call(server(), 'GET', `/v1/comments/${id}`)).body.userName).toBe('Test User');
    await server().db.query('UPDATE users SET deleted_at = now() WHERE email = $1', [email]);
    expect((await call(server(), 'GET', `/v1/comments/${id}`)).body.userName).toBeNull();
    await server().db.query('DELETE FROM users WHERE email = $1', [email]);
    const gone = await call(server(), 'GET', `/v1/comments/${id}`);
    expect(gone.body).toMatchObject({
      userName: null,
      userId: null,
      text: 'soon without an author',
    });
  });
});
