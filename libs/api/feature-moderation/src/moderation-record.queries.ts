// The record of a resolution (moderation_actions, migration 0016) and the MODERATION notifications
// that tell the reporters and the author (notifications, migration 0014).
import type { Queryable } from '@unfurl/api-db';
import { MODERATION_ACTION } from '@unfurl/validators';
import type { ModerationAction, ModerationActionWire } from '@unfurl/validators';
import type { LockedTarget } from './moderation-target.queries';

/** The outcome a notification names, per action. */
export const MODERATION_OUTCOME = {
  DISMISS: 'DISMISSED',
  HIDE: 'HIDDEN',
  DELETE: 'DELETED',
} as const satisfies Record<ModerationAction, string>;

/** Who a moderation notification is for. */
export const MODERATION_ROLE = { REPORTER: 'REPORTER', AUTHOR: 'AUTHOR' } as const;

/** One resolution to record. */
export interface Resolution {
  readonly tenantId: number;
  readonly target: LockedTarget;
  readonly action: ModerationAction;
  readonly reason: string;
  readonly actorId: string;
  readonly reporterIds: readonly string[];
}

/** Inserts the moderation_actions row (notified: 0 until the notifications are written). */
export async function recordAction(
  tx: Queryable,
  resolution: Resolution,
): Promise<ModerationActionWire> {
  const { tenantId, target, action, reason, actorId, reporterIds } = resolution;
  const [row] = await tx.query<Omit<ModerationActionWire, 'notified'>>(
    `INSERT INTO moderation_actions
       (tenant_id, target, target_id, listing_id, action, reason, actor_id, report_count, reporter_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7::uuid, $8, $9::uuid[])
     RETURNING id::float8 AS id, target, target_id::float8 AS "targetId",
       listing_id::float8 AS "listingId", action, reason, actor_id::text AS "actorId",
       report_count AS "reportCount", floor(extract(epoch FROM created_at))::float8 AS "createdAt"`,
    [
      tenantId,
      target.target,
      target.id,
      target.listingId,
      action,
      reason,
      actorId,
      reporterIds.length,
      reporterIds,
    ],
  );
  if (!row) throw new Error('INSERT INTO moderation_actions returned no row');
  return { ...row, notified: 0 };
}

/**
 * Tells every reporter, and the author when their listing or comment was hidden or deleted
 * (a dismissal changes nothing of theirs), with the reason as the message. A deleted comment is
 * named in `data.commentId` only: its row, and any notification pointing at it, is gone.
 * Returns how many notifications were written.
 */
export async function notifyResolution(tx: Queryable, resolution: Resolution): Promise<number> {
  const { tenantId, target, action, reason, actorId, reporterIds } = resolution;
  const recipients: { userId: string; role: string }[] = reporterIds.map((userId) => ({
    userId,
    role: MODERATION_ROLE.REPORTER,
  }));
  if (action !== MODERATION_ACTION.DISMISS && target.authorId) {
    recipients.push({ userId: target.authorId, role: MODERATION_ROLE.AUTHOR });
  }
  if (recipients.length === 0) return 0;
  const isComment = target.target === 'COMMENT';
  const commentRow = isComment && action !== MODERATION_ACTION.DELETE ? target.id : null;
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO notifications (tenant_id, user_id, type, actor_id, listing_id, comment_id, message, data)
     SELECT $1, r.user_id, 'MODERATION', $2::uuid, $3, $4, $5,
       jsonb_build_object('outcome', $6::text, 'target', $7::text, 'role', r.role)
         || CASE WHEN $8::bigint IS NULL THEN '{}'::jsonb
            ELSE jsonb_build_object('commentId', $8::bigint) END
     FROM unnest($9::uuid[], $10::text[]) AS r (user_id, role)
     RETURNING id::float8 AS id`,
    [
      tenantId,
      actorId,
      target.listingId,
      commentRow,
      reason,
      MODERATION_OUTCOME[action],
      target.target,
      isComment ? target.id : null,
      recipients.map((r) => r.userId),
      recipients.map((r) => r.role),
    ],
  );
  return rows.length;
}
