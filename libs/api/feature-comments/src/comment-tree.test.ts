import { describe, expect, it } from 'vitest';
import { commentSubtree, nestComments } from './comment-tree';
import type { CommentNode } from './comment-tree';

const node = (id: number, parentId: number | null): CommentNode => ({
  id,
  listingId: 1,
  parentId,
  userId: null,
  userName: `user ${id}`,
  text: `comment ${id}`,
  annotations: null,
  userVote: 'UNVOTE',
  upVotes: 0,
  downVotes: 0,
  createdAt: id,
  updatedAt: id,
});

type Shape = [number, Shape[]];
const shape = (comments: readonly { id: number; children: readonly unknown[] }[]): Shape[] =>
  comments.map((c) => [c.id, shape(c.children as typeof comments)]);

describe('nestComments', () => {
  it('puts replies under their parents, every level oldest first, whatever the row order', () => {
    const rows = [node(5, 2), node(3, null), node(2, 1), node(1, null), node(4, 1), node(6, 3)];
    expect(shape(nestComments(rows))).toEqual([
      [
        1,
        [
          [2, [[5, []]]],
          [4, []],
        ],
      ],
      [3, [[6, []]]],
    ]);
  });

  it('answers nothing for no rows, and leaves out rows whose parent is missing', () => {
    expect(nestComments([])).toEqual([]);
    expect(shape(nestComments([node(1, null), node(9, 8)]))).toEqual([[1, []]]);
  });
});

describe('commentSubtree', () => {
  it('answers one comment with its nested replies', () => {
    const rows = [node(1, null), node(2, 1), node(3, 2), node(4, null)];
    const sub = commentSubtree(rows, 2);
    expect(sub && shape([sub])).toEqual([[2, [[3, []]]]]);
    expect(sub?.userName).toBe('user 2');
    expect(commentSubtree(rows, 7)).toBeUndefined();
  });
});
