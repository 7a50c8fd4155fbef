import type { Comment } from './social';

/** Comments as shown: reversed server order (1§4, R-294); replies keep their order. */
export function commentsForDisplay(serverOrder: readonly Comment[]): Comment[] {
  return [...serverOrder].reverse();
}

/** Number of comments in a subtree: the comment and all its replies. */
export function subtreeSize(comment: Comment): number {
  return 1 + comment.children.reduce((n, c) => n + subtreeSize(c), 0);
}

/**
 * Removes a comment and its replies and lowers the count by the number removed, never
 * below 0.
 */
export function deleteComment(
  comments: readonly Comment[],
  id: number,
  count: number,
): { comments: Comment[]; count: number } {
  let removed = 0;
  const prune = (list: readonly Comment[]): Comment[] =>
    list.flatMap((c) => {
      if (c.id === id) {
        removed += subtreeSize(c);
        return [];
      }
      return [{ ...c, children: prune(c.children) }];
    });
  const next = prune(comments);
  return { comments: next, count: Math.max(0, count - removed) };
}

/** Adds a new comment: top-level ones go first, replies under their parent. */
export function addComment(comments: readonly Comment[], comment: Comment): Comment[] {
  if (comment.parentId === null) return [comment, ...comments];
  return comments.map((c) =>
    c.id === comment.parentId
      ? { ...c, children: [...c.children, comment] }
      : { ...c, children: addComment(c.children, comment) },
  );
}

/** A count lowered by one, never below 0 (unfollow, R-325). */
export function decrementCount(count: number, by = 1): number {
  return Math.max(0, count - by);
}
