import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addComment,
  commentsForDisplay,
  decrementCount,
  deleteComment,
  subtreeSize,
} from './comment-tree';
import { countComments, sortNotifications } from './social';
import type { Comment } from './social';

function c(
  id: number,
  parentId: number | null,
  children: Comment[] = [],
  userName: string | null = 'u',
): Comment {
  return { id, parentId, userName, text: `c${id}`, annotations: null, children, userVote: null };
}

const tree = [c(1, null, [c(2, 1, [c(3, 2)]), c(4, 1)]), c(5, null)];

describe('comment rules', () => {
  it('counts only entries with a userName, with their replies (R-293)', () => {
    expect(countComments(tree)).toBe(5);
    expect(countComments([c(1, null, [c(2, 1)], null), c(3, null)])).toBe(1);
  });

  it('deletes a comment with its replies and lowers the count (R-291, R-292)', () => {
    const { comments, count } = deleteComment(tree, 2, 5);
    expect(count).toBe(3);
    expect(comments[0]?.children.map((x) => x.id)).toEqual([4]);
    expect(deleteComment(tree, 1, 2).count).toBe(0);
    expect(deleteComment(tree, 99, 5)).toEqual({ comments: tree, count: 5 });
  });

  it('shows comments in reversed server order (R-294)', () => {
    expect(commentsForDisplay(tree).map((x) => x.id)).toEqual([5, 1]);
  });

  it('puts new top-level comments first and replies under their parent (R-295)', () => {
    expect(addComment(tree, c(6, null)).map((x) => x.id)).toEqual([6, 1, 5]);
    const withReply = addComment(tree, c(7, 2));
    expect(withReply[0]?.children[0]?.children.map((x) => x.id)).toEqual([3, 7]);
  });

  it('keeps count and tree in step for any deletion', () => {
    const ids = [1, 2, 3, 4, 5];
    fc.assert(
      fc.property(fc.constantFrom(...ids), (id) => {
        const before = countComments(tree);
        const { comments, count } = deleteComment(tree, id, before);
        expect(count).toBe(countComments(comments));
      }),
    );
    expect(subtreeSize(tree[0]!)).toBe(4);
  });

  it('never lets a count go below 0 (R-325)', () => {
    expect(decrementCount(1)).toBe(0);
    expect(decrementCount(0)).toBe(0);
  });

  it('sorts GLOBAL notifications first, otherwise stable (R-326)', () => {
    const sorted = sortNotifications([
      { type: 'LIKE', n: 1 },
      { type: 'GLOBAL', n: 2 },
      { type: 'FOLLOW', n: 3 },
      { type: 'GLOBAL', n: 4 },
    ]);
    expect(sorted.map((x) => x.n)).toEqual([2, 4, 1, 3]);
  });
});
