import { describe, expect, it } from 'vitest';
import type { FollowListQuery, FollowUser } from '@unfurl/api-client';
import { LIMITS } from '@unfurl/domain';
import { findFollow } from './find-follow';

const user = (n: number): FollowUser => ({
  userId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `User ${n}`,
  seoName: null,
  followedAt: 1_700_000_000 + n,
});

function following(count: number) {
  const all = Array.from({ length: count }, (_, i) => user(i));
  const asked: FollowListQuery[] = [];
  const api = {
    following: async (query: FollowListQuery = {}) => {
      asked.push(query);
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? LIMITS.followPage);
      return { users: all.slice(offset, offset + limit), total: all.length };
    },
  };
  return { api, asked };
}

describe('findFollow', () => {
  it('reads your following list page by page until it finds the user', async () => {
    const { api, asked } = following(600);
    const target = user(520).userId.toUpperCase();
    expect(await findFollow(api, target)).toBe(true);
    expect(asked.map((q) => q.offset)).toEqual([0, 250, 500]);
    expect(asked.every((q) => q.limit === LIMITS.listingsMax)).toBe(true);
  });

  it('answers false after the last page when the user is not followed', async () => {
    const { api, asked } = following(250);
    expect(await findFollow(api, user(9999).userId)).toBe(false);
    expect(asked).toHaveLength(1);
    const empty = following(0);
    expect(await findFollow(empty.api, user(1).userId)).toBe(false);
  });

  it('rejects when a page cannot be read', async () => {
    const api = { following: () => Promise.reject(new Error('500: down')) };
    await expect(findFollow(api, user(1).userId)).rejects.toThrow('500: down');
  });
});
