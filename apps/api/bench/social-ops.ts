// The operations of `npm run bench:social` and their share of the calls.

/** What a user's acknowledged call leaves stored: a like or bookmark on/off, a vote. */
export type SocialState = 'on' | 'off' | 'UP' | 'DOWN' | 'NONE';

/** One HTTP call of an operation. */
export interface SocialCall {
  readonly method: 'GET' | 'PUT' | 'DELETE' | 'POST';
  readonly path: string;
  readonly body?: unknown;
}

/** An operation: its name, the state kind it sets (likes, bookmarks, vote) and its call. */
export interface SocialOp {
  readonly name:
    | 'like'
    | 'unlike'
    | 'bookmark'
    | 'unbookmark'
    | 'comment'
    | 'reply'
    | 'vote up'
    | 'vote down'
    | 'unvote'
    | 'anchor';
  readonly share: number;
  readonly kind: 'likes' | 'bookmarks' | 'vote' | 'comment' | 'anchor';
  readonly state: SocialState;
  request(listingId: number, commentId: number): SocialCall;
}

const text = (): string[] => ['Bench comment', `at ${new Date().toISOString()}`];

/** The mix: mostly likes and bookmarks, a fifth comments, a fifth votes, a tenth the anchor. */
export const SOCIAL_OPS: readonly SocialOp[] = [
  {
    name: 'like',
    share: 0.14,
    kind: 'likes',
    state: 'on',
    request: (l) => ({ method: 'PUT', path: `/v1/listings/${l}/likes` }),
  },
  {
    name: 'unlike',
    share: 0.1,
    kind: 'likes',
    state: 'off',
    request: (l) => ({ method: 'DELETE', path: `/v1/listings/${l}/likes` }),
  },
  {
    name: 'bookmark',
    share: 0.1,
    kind: 'bookmarks',
    state: 'on',
    request: (l) => ({ method: 'PUT', path: `/v1/listings/${l}/bookmarks` }),
  },
  {
    name: 'unbookmark',
    share: 0.06,
    kind: 'bookmarks',
    state: 'off',
    request: (l) => ({ method: 'DELETE', path: `/v1/listings/${l}/bookmarks` }),
  },
  {
    name: 'comment',
    share: 0.12,
    kind: 'comment',
    state: 'on',
    request: (l) => ({
      method: 'POST',
      path: '/v1/comments',
      body: { listingId: l, text: text() },
    }),
  },
  {
    name: 'reply',
    share: 0.08,
    kind: 'comment',
    state: 'on',
    request: (_, c) => ({
      method: 'POST',
      path: '/v1/comments',
      body: { parentId: c, text: 'Bench reply' },
    }),
  },
  {
    name: 'vote up',
    share: 0.1,
    kind: 'vote',
    state: 'UP',
    request: (_, c) => ({ method: 'PUT', path: `/v1/comments/${c}/vote`, body: { vote: 'UP' } }),
  },
  {
    name: 'vote down',
    share: 0.06,
    kind: 'vote',
    state: 'DOWN',
    request: (_, c) => ({ method: 'PUT', path: `/v1/comments/${c}/vote`, body: { vote: 'DOWN' } }),
  },
  {
    name: 'unvote',
    share: 0.04,
    kind: 'vote',
    state: 'NONE',
    request: (_, c) => ({
      method: 'PUT',
      path: `/v1/comments/${c}/vote`,
      body: { vote: 'UNVOTE' },
    }),
  },
  {
    name: 'anchor',
    share: 0.1,
    kind: 'anchor',
    state: 'on',
    request: () => ({ method: 'GET', path: '/v1/subdomain/config' }),
  },
];

/** A random operation by share. */
export function pickOp(): SocialOp {
  let roll = Math.random();
  for (const op of SOCIAL_OPS) {
    roll -= op.share;
    if (roll <= 0) return op;
  }
  return SOCIAL_OPS[0]!;
}
