// PUT /v1/comments/{id}/vote and POST /v1/comments/{id}/report through HTTP: sign-in first,
// visible comments only, one vote per user whatever the repeats, exact counts under parallel
// votes, a repeated report replacing the earlier one.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, insertTestListing, signIn, useCommentsServer } from './comments.test-harness';

const server = useCommentsServer();
const tokens: string[] = [];
let listingId = 0;
let privateId = 0;

beforeAll(async () => {
  const emails = [
    'gerardus@unfurl.example',
    'marie@unfurl.example',
    'alex@unfurl.example',
    'mapper@unfurl.example',
    'ada@unfurl.example',
  ];
  for (const email of emails) tokens.push((await signIn(server().base, email)).IdToken);
  listingId = await insertTestListing(server().db, {
    tenant: 'main',
    ownerEmail: 'ada@unfurl.example',
    title: 'Votes',
  });
  privateId = await insertTestListing(server().db, {
    tenant: 'acme',
    ownerEmail: 'surveyor@acme.example',
    title: 'Private votes',
    isPrivate: true,
  });
});

async function newComment(subdomain = 'main', id = listingId, token = tokens[0]!): Promise<number> {
  const answer = await call(server(), 'POST', '/v1/comments', {
    token,
    subdomain,
    body: { listingId: id, text: 'vote on me' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as number;
}

const vote = (id: number, value: unknown, token: string | undefined) =>
  call(server(), 'PUT', `/v1/comments/${id}/vote`, { token, body: { vote: value } });

async function storedVotes(id: number) {
  const [row] = await server().db.query<{ up: number; down: number; rows: number }>(
    `SELECT up_votes AS up, down_votes AS down,
       (SELECT count(*)::float8 FROM comment_votes WHERE comment_id = $1) AS rows
     FROM comments WHERE id = $1`,
    [id],
  );
  return row;
}

describe('PUT /v1/comments/{id}/vote', () => {
  it('answers 401 to anonymous callers and 400 to anything but UP, DOWN, UNVOTE', async () => {
    const id = await newComment();
    expect((await vote(id, 'UP', undefined)).status).toBe(401);
    for (const bad of ['up', 'LIKE', '', 1, null]) {
      const answer = await vote(id, bad, tokens[1]);
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.message).toMatch(/^body\.vote/);
    }
    expect(await storedVotes(id)).toEqual({ up: 0, down: 0, rows: 0 });
  });

  it('sets userVote to UP, DOWN or UNVOTE, one vote per user however often (R-290, R-297)', async () => {
    const id = await newComment();
    const steps: [string, number, number][] = [
      ['UP', 1, 0],
      ['UP', 1, 0],
      ['DOWN', 0, 1],
      ['DOWN', 0, 1],
      ['UNVOTE', 0, 0],
      ['UNVOTE', 0, 0],
      ['UP', 1, 0],
    ];
    for (const [value, up, down] of steps) {
      const answer = await vote(id, value, tokens[1]);
      expect(answer.status).toBe(200);
      expect(answer.body, value).toMatchObject({
        id,
        userVote: value,
        upVotes: up,
        downVotes: down,
      });
    }
    await vote(id, 'DOWN', tokens[2]);
    expect(await storedVotes(id)).toEqual({ up: 1, down: 1, rows: 2 });
  });

  it('keeps the counts exact under parallel votes of many users', async () => {
    const id = await newComment();
    const plan = tokens.flatMap((token, i) =>
      ['UP', 'DOWN', 'UNVOTE', i % 2 ? 'UP' : 'DOWN', i % 3 ? 'UP' : 'UNVOTE'].map(
        (value) => [token, value] as const,
      ),
    );
    const answers = await Promise.all(plan.map(([token, value]) => vote(id, value, token)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const stored = await storedVotes(id);
    const [rows] = await server().db.query<{ up: number; down: number }>(
      `SELECT count(*) FILTER (WHERE vote = 'UP')::float8 AS up,
         count(*) FILTER (WHERE vote = 'DOWN')::float8 AS down
       FROM comment_votes WHERE comment_id = $1`,
      [id],
    );
    expect({ up: stored?.up, down: stored?.down }).toEqual(rows);
  });

  it('answers 404 for unknown comments and comments on listings the caller cannot see', async () => {
    expect((await vote(999_999_999, 'UP', tokens[1])).status).toBe(404);
    const viewer = (await signIn(server().base, 'viewer@acme.example')).IdToken;
    const hidden = await newComment('acme', privateId, viewer);
    expect((await vote(hidden, 'UP', tokens[1])).status).toBe(404);
    const onAcme = await call(server(), 'PUT', `/v1/comments/${hidden}/vote`, {
      token: tokens[1],
      subdomain: 'acme',
      body: { vote: 'UP' },
    });
    expect(onAcme.status).toBe(404);
  });
});

describe('POST /v1/comments/{id}/report', () => {
  it('records a report with reason and message; a repeat replaces it (R-289, R-283)', async () => {
    const id = await newComment();
    const path = `/v1/comments/${id}/report`;
    expect((await call(server(), 'POST', path, { body: { reason: 'spam' } })).status).toBe(401);
    const first = await call(server(), 'POST', path, {
      token: tokens[1],
      body: { reason: ' spam ', message: 'Advertises a shop' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      commentId: id,
      reason: 'spam',
      message: 'Advertises a shop',
    });
    const again = await call(server(), 'POST', path, {
      token: tokens[1],
      body: { reason: 'offensive' },
    });
    expect(again.body).toMatchObject({ reason: 'offensive', message: null });
    const rows = await server().db.query(
      'SELECT reason FROM comment_reports WHERE comment_id = $1',
      [id],
    );
    expect(rows).toEqual([{ reason: 'offensive' }]);
  });

  it('answers 400 naming reason when it is missing or blank, 404 for unknown comments', async () => {
    const id = await newComment();
    for (const body of [{}, { reason: '   ' }, { reason: 'x', message: 'y'.repeat(2001) }]) {
      const answer = await call(server(), 'POST', `/v1/comments/${id}/report`, {
        token: tokens[1],
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(/^body\.(reason|message)/);
    }
    const unknown = await call(server(), 'POST', '/v1/comments/999999999/report', {
      token: tokens[1],
      body: { reason: 'spam' },
    });
    expect(unknown.status).toBe(404);
  });
});
