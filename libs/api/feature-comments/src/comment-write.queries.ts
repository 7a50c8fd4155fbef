// Writing comments. The listing's total_comments moves in the triggers of migration 0013, in the
// same transaction as the rows, so it stays exact however many writes race; a statement that
// loses a race to a delete (its parent or listing gone) fails with a foreign-key violation,
// which {@link isGoneMeanwhile} recognises.
import type { Queryable } from '@unfurl/api-db';
import type { AnnotationFeatureWire } from '@unfurl/validators';
import type { CommentText } from './comment-input';

/** SQLSTATE of a foreign-key violation: the row referred to was deleted meanwhile. */
const FOREIGN_KEY_VIOLATION = '23503';

/** True for the error of a write whose listing, parent comment or comment was deleted meanwhile. */
export function isGoneMeanwhile(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === FOREIGN_KEY_VIOLATION;
}

/** A new comment. */
export interface NewComment {
  readonly listingId: number;
  readonly parentId: number | null;
  readonly userId: string;
  readonly text: CommentText;
  readonly annotations: readonly AnnotationFeatureWire[] | null;
}

/** Inserts the comment and answers its id. */
export async function insertComment(db: Queryable, comment: NewComment): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO comments (listing_id, parent_id, user_id, text, annotations)
     VALUES ($1, $2, $3::uuid, $4::jsonb, $5::jsonb) RETURNING id::float8 AS id`,
    [
      comment.listingId,
      comment.parentId,
      comment.userId,
      JSON.stringify(comment.text),
      comment.annotations === null ? null : JSON.stringify(comment.annotations),
    ],
  );
  if (!row) throw new Error('INSERT INTO comments returned no row');
  return row.id;
}

/** What an edit changes; absent fields stay as they are. */
export interface CommentChanges {
  readonly text?: CommentText;
  readonly annotations?: readonly AnnotationFeatureWire[] | null;
}

/** Changes the comment; false when it is gone. */
export async function updateComment(
  db: Queryable,
  id: number,
  changes: CommentChanges,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE comments SET
       text = CASE WHEN $2 THEN $3::jsonb ELSE text END,
       annotations = CASE WHEN $4 THEN $5::jsonb ELSE annotations END,
       updated_at = now()
     WHERE id = $1 RETURNING id`,
    [
      id,
      changes.text !== undefined,
      changes.text === undefined ? null : JSON.stringify(changes.text),
      changes.annotations !== undefined,
      changes.annotations == null ? null : JSON.stringify(changes.annotations),
    ],
  );
  return rows.length > 0;
}

/** What a delete removed, and the listing's comment count after it. */
export interface DeletedComments {
  readonly deletedIds: number[];
  readonly totalComments: number;
}

/**
 * Deletes the comment and its replies at any depth (the foreign key cascades too, so a reply
 * added meanwhile goes as well). Answers the ids removed by this statement, none when it was
 * already gone.
 */
export async function deleteCommentTree(
  db: Queryable,
  id: number,
  listingId: number,
): Promise<DeletedComments> {
  const deleted = await db.query<{ id: number }>(
    `WITH RECURSIVE subtree AS (
       SELECT id FROM comments WHERE id = $1
       UNION ALL
       SELECT r.id FROM comments r JOIN subtree s ON r.parent_id = s.id
     )
     DELETE FROM comments WHERE id IN (SELECT id FROM subtree) RETURNING id::float8 AS id`,
    [id],
  );
  const [count] = await db.query<{ total: number }>(
    'SELECT total_comments::float8 AS total FROM listings WHERE id = $1',
    [listingId],
  );
  return {
    deletedIds: deleted.map((row) => row.id).sort((a, b) => a - b),
    totalComments: count?.total ?? 0,
  };
}
