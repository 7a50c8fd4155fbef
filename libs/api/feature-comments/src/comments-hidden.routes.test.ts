// Comments hidden by moderation (migration 0016, libs/api/feature-moderation) through HTTP: only
// their author and the tenant's admins see them, marked hidden with the reason; everyone else
// gets neither the comment nor the replies below it (a 404 for the comment itself), and the
// listing's count leaves them out.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  insertTestListing,
  signIn,
  storedTotalComments,
  useCommentsServer,
} from './comments.test-harness';

const server = useCommentsServer();
const token: Record<string, string> = {};
let listingId = 0;

beforeAll(async () => {
  for (const who of ['surveyor', 'viewer', 'admin', 'reviewer']) {
    token[who] = (await signIn(server().base, `${who}@acme.example`)).IdToken;
  }
  listingId = await insertTestListing(server().db, {
    tenant: 'acme',
    ownerEmail: 'owner@acme.example',
    title: 'Moderated thread',
  });
});

async function post(who: string, body: object) {
  const answer = await call(server(), 'POST', '/v1/comments', {
    token: token[who],
    subdomain: 'acme',
    body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** Hides the comment and its replies as the moderation HIDE action does. */
async function hide(id: number, reason: string): Promise<void> {
  await server().db.query(
    `WITH RECURSIVE subtree AS (
       SELECT id FROM comments WHERE id = $1
       UNION ALL SELECT r.id FROM comments r JOIN subtree s ON r.parent_id = s.id
     )
     UPDATE comments c SET hidden_at = now(),
       hidden_reason = CASE WHEN c.id = $1 THEN $2 ELSE NULL END
     FROM subtree s WHERE c.id = s.id`,
    [id, reason],
  );
}

type Tree = { id: number; hidden?: boolean; hiddenReason?: string | null; children: Tree[] };
const shape = (comments: Tree[]): unknown[] =>
  comments.map((c) => [c.id, c.hidden ?? false, c.hiddenReason, shape(c.children)]);

const thread = async (who?: string) => {
  const answer = await call(server(), 'GET', `/v1/comments/listing/${listingId}`, {
    token: who ? token[who] : undefined,
    subdomain: 'acme',
  });
  expect(answer.status).toBe(200);
  return shape(answer.body);
};

describe('comments hidden by moderation', () => {
  it('reach only their author and the tenant admins, marked hidden with the reason', async () => {
    const kept = (await post('reviewer', { listingId, text: 'a fine map' })).id as number;
    const rude = (await post('surveyor', { listingId, text: 'rude' })).id as number;
    const reply = (await post('viewer', { parentId: rude, text: 'calm down' })).id as number;
    expect(await storedTotalComments(server().db, listingId)).toBe(3);
    await hide(rude, 'Insults');
    expect(await storedTotalComments(server().db, listingId)).toBe(1);

    const visible = [[kept, false, undefined, []]];
    expect(await thread()).toEqual(visible);
    expect(await thread('reviewer')).toEqual(visible);
    // The reply's author loses it with its parent: it hangs under a comment they cannot see.
    expect(await thread('viewer')).toEqual(visible);
    expect(await thread('surveyor')).toEqual([
      [kept, false, undefined, []],
      [rude, true, 'Insults', []],
    ]);
    expect(await thread('admin')).toEqual([
      [kept, false, undefined, []],
      [rude, true, 'Insults', [[reply, true, null, []]]],
    ]);

    const one = (who?: string, id = rude) =>
      call(server(), 'GET', `/v1/comments/${id}`, {
        token: who ? token[who] : undefined,
        subdomain: 'acme',
      });
    expect((await one()).status).toBe(404);
    expect((await one('reviewer')).status).toBe(404);
    expect((await one('surveyor')).body).toMatchObject({
      id: rude,
      hidden: true,
      hiddenReason: 'Insults',
    });
    expect((await one('admin')).body.children).toHaveLength(1);
    expect((await one('viewer', reply)).body).toMatchObject({
      id: reply,
      hidden: true,
      hiddenReason: null,
    });
    expect((await one(undefined, reply)).status).toBe(404);
    expect((await one(undefined, kept)).body).not.toHaveProperty('hidden');
  });

  it('cannot be voted on, reported or replied to by others; an author reply is born hidden', async () => {
    const rude = (await post('surveyor', { listingId, text: 'again rude' })).id as number;
    await hide(rude, 'Spam');
    const before = await storedTotalComments(server().db, listingId);
    const others = [
      ['PUT', `/v1/comments/${rude}/vote`, { vote: 'UP' }],
      ['POST', `/v1/comments/${rude}/report`, { reason: 'SPAM', message: 'x' }],
      ['POST', '/v1/comments', { parentId: rude, text: 'me too' }],
    ] as const;
    for (const [method, path, body] of others) {
      const answer = await call(server(), method, path, {
        token: token['reviewer'],
        subdomain: 'acme',
        body,
      });
      expect(answer.status, path).toBe(404);
    }
    const own = await post('surveyor', { parentId: rude, text: 'but why' });
    expect(own).toMatchObject({ hidden: true, hiddenReason: null });
    expect(await storedTotalComments(server().db, listingId)).toBe(before);
    // Deleting the hidden thread leaves the count of the visible comments as it is.
    const gone = await call(server(), 'DELETE', `/v1/comments/${rude}`, {
      token: token['surveyor'],
      subdomain: 'acme',
    });
    expect(gone.status).toBe(200);
    expect(gone.body.totalComments).toBe(before);
  });
});
