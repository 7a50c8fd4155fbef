import type { Queryable } from '@unfurl/api-db';
import type { CommentWire } from '@unfurl/validators';
import { CommentNotFoundError } from './comment-errors';
import { readCommentSubtree } from './comment-read.queries';
import { commentSubtree } from './comment-tree';

/**
 * The comment as the wire shows it to `viewerId` (`seesHidden`: a tenant admin), with its
 * replies; 404 when it is gone or hidden from the viewer.
 */
export async function commentAnswer(
  db: Queryable,
  id: number,
  viewerId: string | null,
  seesHidden = false,
): Promise<CommentWire> {
  const answer = commentSubtree(await readCommentSubtree(db, id, viewerId, seesHidden), id);
  if (!answer) throw new CommentNotFoundError(id);
  return answer;
}
