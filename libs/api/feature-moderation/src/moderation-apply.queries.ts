// What each action does to its target, inside the resolving transaction:
//   HIDE a listing: review_status REJECTED, the way reviews already take a listing out of every
//     public list (the owner may resubmit it); HIDE a comment: hidden_at on it and every reply
//     below it, the reason on it (migration 0016; only its author and admins still see it).
//   DELETE a listing: the soft delete of DELETE /v1/listings/{id}; DELETE a comment: the row, and
//     its replies by the cascade of 0013.
//   DISMISS: nothing; the reports are closed.
import { softDeleteListing } from '@unfurl/api-db';
import type { Queryable } from '@unfurl/api-db';
import { MODERATION_ACTION, MODERATION_TARGET } from '@unfurl/validators';
import type { ModerationAction } from '@unfurl/validators';
import type { LockedTarget } from './moderation-target.queries';

async function hideComment(tx: Queryable, id: number, reason: string): Promise<void> {
  await tx.query(
    `WITH RECURSIVE subtree AS (
       SELECT id FROM comments WHERE id = $1
       UNION ALL
       SELECT r.id FROM comments r JOIN subtree s ON r.parent_id = s.id
     )
     UPDATE comments c SET hidden_at = coalesce(c.hidden_at, now()),
       hidden_reason = CASE WHEN c.id = $1 THEN $2 ELSE c.hidden_reason END
     FROM subtree s WHERE c.id = s.id`,
    [id, reason],
  );
}

/** Applies `action` to the locked target. */
export async function applyAction(
  tx: Queryable,
  target: LockedTarget,
  action: ModerationAction,
  reason: string,
): Promise<void> {
  const isListing = target.target === MODERATION_TARGET.LISTING;
  switch (action) {
    case MODERATION_ACTION.DISMISS:
      return;
    case MODERATION_ACTION.HIDE:
      if (isListing) {
        await tx.query(
          `UPDATE listings SET review_status = 'REJECTED', updated_at = now() WHERE id = $1`,
          [target.id],
        );
      } else {
        await hideComment(tx, target.id, reason);
      }
      return;
    case MODERATION_ACTION.DELETE:
      if (isListing) await softDeleteListing(tx, target.id);
      else await tx.query('DELETE FROM comments WHERE id = $1', [target.id]);
      return;
    default: {
      const unhandled: never = action;
      throw new Error(`unhandled moderation action ${String(unhandled)}`);
    }
  }
}
