// Flat comment rows (creation order) to the nested wire comments of 1§3: replies under their
// parent as `children`, each level oldest first.
import type { CommentWire } from '@unfurl/validators';

/** A comment without its replies, as read from the database. */
export type CommentNode = Omit<CommentWire, 'children'>;

/**
 * Nests the rows: those whose parent is `rootParent` (default null: the top level) become the
 * answer, every other row goes under its parent. Rows whose parent is not among them are left out.
 */
export function nestComments(
  rows: readonly CommentNode[],
  rootParent: number | null = null,
): CommentWire[] {
  const byParent = new Map<number | null, CommentNode[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId);
    if (siblings) siblings.push(row);
    else byParent.set(row.parentId, [row]);
  }
  const build = (parent: number | null): CommentWire[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.id - b.id)
      .map((row) => ({ ...row, children: build(row.id) }));
  return build(rootParent);
}

/** The comment `id` of the rows with its replies nested, or undefined when it is not among them. */
export function commentSubtree(rows: readonly CommentNode[], id: number): CommentWire | undefined {
  const root = rows.find((row) => row.id === id);
  return root ? { ...root, children: nestComments(rows, id) } : undefined;
}
