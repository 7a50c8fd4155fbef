// Votes and reports of comments (migration 0013). A vote is one row per user and comment, UNVOTE
// its absence; the row changes only on a real change and the comment's up_votes and down_votes
// move with it in a trigger, so the counts stay exact under any number of racing votes.
import type { Queryable } from '@unfurl/api-db';
import { COMMENT_VOTE } from '@unfurl/domain';
import type { CommentVote } from '@unfurl/domain';

/** Sets the user's vote on the comment (a repeat changes nothing). */
export async function setCommentVote(
  db: Queryable,
  commentId: number,
  userId: string,
  vote: CommentVote,
): Promise<void> {
  if (vote === COMMENT_VOTE.UNVOTE) {
    await db.query('DELETE FROM comment_votes WHERE comment_id = $1 AND user_id = $2::uuid', [
      commentId,
      userId,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO comment_votes (comment_id, user_id, vote) VALUES ($1, $2::uuid, $3)
     ON CONFLICT (comment_id, user_id) DO UPDATE SET vote = EXCLUDED.vote
     WHERE comment_votes.vote IS DISTINCT FROM EXCLUDED.vote`,
    [commentId, userId, vote],
  );
}

/** A recorded comment report. */
export interface CommentReportRecord {
  readonly commentId: number;
  readonly reason: string;
  readonly message: string | null;
  readonly createdAt: number;
}

/** Records the user's report of the comment; a repeat replaces their earlier one. */
export async function upsertCommentReport(
  db: Queryable,
  report: { commentId: number; userId: string; reason: string; message: string | undefined },
): Promise<CommentReportRecord> {
  const [row] = await db.query<CommentReportRecord>(
    `INSERT INTO comment_reports (comment_id, user_id, reason, message) VALUES ($1, $2::uuid, $3, $4)
     ON CONFLICT (comment_id, user_id)
       DO UPDATE SET reason = EXCLUDED.reason, message = EXCLUDED.message, created_at = now()
     RETURNING comment_id::float8 AS "commentId", reason, message,
       floor(extract(epoch FROM created_at))::float8 AS "createdAt"`,
    [report.commentId, report.userId, report.reason, report.message ?? null],
  );
  if (!row) throw new Error('INSERT INTO comment_reports returned no row');
  return row;
}
