// Reading comments as the wire shows them: the author's display name (null once the account is
// gone), the caller's vote (UNVOTE when none) and the vote counts the triggers of migration 0013
// keep. A comment hidden by moderation (migration 0016) reaches only its author and the tenant's
// admins, marked `hidden` with the moderator's reason.
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
  readonly hidden: boolean;
  readonly hiddenReason: string | null;
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
  floor(extract(epoch FROM c.updated_at))::float8 AS "updatedAt",
  c.hidden_at IS NOT NULL AS "hidden", c.hidden_reason AS "hiddenReason"`;

/** Rows of `comments c` the viewer may see: not hidden, or theirs, or `$seesHidden` (an admin). */
const shown = (viewer: number, seesHidden: number) =>
  `(c.hidden_at IS NULL OR $${seesHidden}::boolean OR c.user_id = $${viewer}::uuid)`;

const toVote = (vote: string | null): CommentVote =>
  vote === COMMENT_VOTE.UP || vote === COMMENT_VOTE.DOWN ? vote : COMMENT_VOTE.UNVOTE;

function toNode(row: CommentRow): CommentNode {
  const { authorLive, firstName, lastName, name, vote, hidden, hiddenReason, ...rest } = row;
  return {
    ...rest,
    userName: authorLive ? displayName({ firstName, lastName, name }) : null,
    userVote: toVote(vote),
    ...(hidden ? { hidden, hiddenReason } : {}),
  };
}

/**
 * Every comment of the listing the viewer may see, replies included, in creation order;
 * `seesHidden`: the viewer is a tenant admin.
 */
export async function readListingComments(
  db: Queryable,
  listingId: number,
  viewerId: string | null,
  seesHidden = false,
): Promise<CommentNode[]> {
  const rows = await db.query<CommentRow>(
    `SELECT ${columns(2)} FROM comments c LEFT JOIN users u ON u.id = c.user_id
     WHERE c.listing_id = $1 AND ${shown(2, 3)} ORDER BY c.id`,
    [listingId, viewerId, seesHidden],
  );
  return rows.map(toNode);
}

/** The comment and all its replies at any depth the viewer may see, in creation order. */
export async function readCommentSubtree(
  db: Queryable,
  commentId: number,
  viewerId: string | null,
  seesHidden = false,
): Promise<CommentNode[]> {
  const rows = await db.query<CommentRow>(
    `WITH RECURSIVE subtree AS (
       SELECT id FROM comments WHERE id = $1
       UNION ALL
       SELECT r.id FROM comments r JOIN subtree s ON r.parent_id = s.id
     )
     SELECT ${columns(2)} FROM subtree s JOIN comments c ON c.id = s.id
     LEFT JOIN users u ON u.id = c.user_id WHERE ${shown(2, 3)} ORDER BY c.id`,
    [commentId, viewerId, seesHidden],
  );
  return rows.map(toNode);
}
