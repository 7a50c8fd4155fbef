import { describe, expect, it } from 'vitest';
import type { CommentWire } from '@unfurl/api-client';
import {
  loadedThread,
  threadAnnotations,
  withComment,
  withUpdated,
  withoutComment,
} from './comment-thread-state';

const comment = (
  id: number,
  parentId: number | null,
  children: CommentWire[] = [],
  userName: string | null = `user ${id}`,
): CommentWire => ({
  id,
  listingId: 1,
  parentId,
  userId: 'u',
  userName,
  text: `text ${id}`,
  annotations: null,
  children,
  userVote: 'UNVOTE',
  upVotes: 0,
  downVotes: 0,
  createdAt: id,
  updatedAt: id,
});

const ids = (list: readonly CommentWire[]): unknown[] =>
  list.map((c) => (c.children.length ? [c.id, ids(c.children)] : c.id));

describe('the comment thread state', () => {
  it('loads in reversed server order, counting entries with a userName and their replies (R-293, R-294)', () => {
    const state = loadedThread([
      comment(1, null, [comment(3, 1)]),
      comment(2, null, [], null),
      comment(4, null),
    ]);
    expect(ids(state.comments)).toEqual([4, 2, [1, [3]]]);
    expect(state.count).toBe(3);
  });

  it('puts a new top-level comment first and a reply last under its parent (R-295, R-296)', () => {
    let state = loadedThread([comment(1, null, [comment(2, 1)])]);
    state = withComment(state, comment(5, null));
    state = withComment(state, comment(6, 2));
    state = withComment(state, comment(7, 1));
    expect(ids(state.comments)).toEqual([5, [1, [[2, [6]], 7]]]);
    expect(state.count).toBe(5);
    expect(state.comments[1]?.children[0]?.children[0]?.upVotes).toBe(0);
  });

  it('removes a comment with its replies and lowers the count, never below 0 (R-291, R-292)', () => {
    const state = loadedThread([
      comment(1, null, [comment(2, 1, [comment(3, 2)])]),
      comment(4, null),
    ]);
    const next = withoutComment(state, 2);
    expect(ids(next.comments)).toEqual([4, 1]);
    expect(next.count).toBe(2);
    expect(withoutComment({ ...state, count: 1 }, 1).count).toBe(0);
  });

  it('replaces an edited or voted comment wherever it sits', () => {
    const state = loadedThread([comment(1, null, [comment(2, 1)])]);
    const voted = { ...comment(2, 1), userVote: 'UP' as const, upVotes: 1 };
    const next = withUpdated(state, voted);
    expect(next.comments[0]?.children[0]).toMatchObject({ userVote: 'UP', upVotes: 1 });
    expect(next.count).toBe(state.count);
  });

  it('gathers the annotations of every comment and reply for the map', () => {
    const point = (x: number) =>
      ({
        type: 'Feature',
        properties: null,
        geometry: { type: 'Point', coordinates: [x, 0] },
      }) as const;
    const state = loadedThread([
      {
        ...comment(1, null, [{ ...comment(2, 1), annotations: [point(2)] }]),
        annotations: [point(1)],
      },
      comment(3, null),
    ]);
    const xs = threadAnnotations(state.comments).map((a) => a.geometry.coordinates[0]);
    expect(xs).toEqual([1, 2]);
  });
});
