// Reading comments as the wire shows them: the author's display name (null once the account is
// gone), the caller's vote (UNVOTE when none) and the vote counts the triggers of migration 0013
// keep.
import type { Queryable } from '@unfurl/api-db';
import { COMMENT_VOTE, displayName } from '@unfurl/domain';
import type { CommentVote } from '@unfurl/domain';
import type { AnnotationFeatureWire } from '@unfurl/validators';
import type { CommentNode } from './comment-tree';

interface CommentRow {
  readonly id: number;
  readonly listingId: number;
  readonly parentId: number | null;
  readonly userId: string | null;
  readonly authorLive: boolean;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly name: string | null;
  readonly text: string | string[];
  readonly annotations: AnnotationFeatureWire[] | null;
  readonly vote: string | null;
  readonly upVotes: number;
  readonly downVotes: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** Columns of a {@link CommentRow} from `comments c`; `$viewer` is the caller's id or null. */
const columns = (viewer: number) => `
  c.id::float8 AS "id", c.listing_id::float8 AS "listingId", c.parent_id::float8 AS "parentId",
  c.user_id::text AS "userId", (u.id IS NOT NULL AND u.deleted_at IS NULL) AS "authorLive",
  u.first_name AS "firstName", u.last_name AS "lastName", u.name AS "name",
  c.text AS "text", c.annotations AS "annotations",
  (SELECT v.vote FROM comment_votes v
   WHERE v.comment_id = c.id AND v.user_id = $${viewer}::uuid) AS "vote",
  c.up_votes AS "upVotes", c.down_votes AS "downVotes",
  floor(extract(epoch FROM c.created_at))::float8 AS "createdAt",
  floor(extract(epoch FROM c.updated_at))::float8 AS "updatedAt"`;

const toVote = (vote: string | null): CommentVote =>
  vote === COMMENT_VOTE.UP || vote === COMMENT_VOTE.DOWN ? vote : COMMENT_VOTE.UNVOTE;

function toNode(row: CommentRow): CommentNode {
  const { authorLive, firstName, lastName, name, vote, ...rest } = row;
  return {
    ...rest,
    userName: authorLive ? displayName({ firstName, lastName, name }) : null,
    userVote: toVote(vote),
  };
}

/** Every comment of the listing, replies included, in creation order. */
export async function readListingComments(
  db: Queryable,
  listingId: number,
  viewerId: string | null,
): Promise<CommentNode[]> {
  const rows = await db.query<CommentRow>(
    `SELECT ${columns(2)} FROM comments c LEFT JOIN users u ON u.id = c.user_id
     WHERE c.listing_id = $1 ORDER BY c.id`,
    [listingId, viewerId],
  );
  return rows.map(toNode);
}

/** The comment and all its replies at any depth, in creation order. */
export async function readCommentSubtree(
  db: Queryable,
  commentId: number,
  viewerId: string | null,
): Promise<CommentNode[]> {
  const rows = await db.query<CommentRow>(
    `WITH RECURSIVE subtree AS (
       SELECT id FROM comments WHERE id = $1
       UNION ALL
       SELECT r.id FROM comments r JOIN subtree s ON r.parent_id = s.id
     )
     SELECT ${columns(2)} FROM subtree s JOIN comments c ON c.id = s.id
     LEFT JOIN users u ON u.id = c.user_id ORDER BY c.id`,
    [commentId, viewerId],
  );
  return rows.map(toNode);
}
