// What a moderation action acts on: the reported listing or comment of the tenant, locked for the
// rest of the transaction, so two admins resolving the same target run one after the other.
import type { Queryable } from '@unfurl/api-db';
import { MODERATION_TARGET } from '@unfurl/validators';
import type { ModerationTarget } from '@unfurl/validators';

/** A locked, live target. */
export interface LockedTarget {
  readonly target: ModerationTarget;
  readonly id: number;
  readonly listingId: number;
  /** The listing's owner or the comment's author; null once their account is gone. */
  readonly authorId: string | null;
}

/** Locks the live listing or comment `id` of the tenant (FOR UPDATE); undefined when there is none. */
export async function lockTarget(
  tx: Queryable,
  tenantId: number,
  target: ModerationTarget,
  id: number,
): Promise<LockedTarget | undefined> {
  const sql =
    target === MODERATION_TARGET.LISTING
      ? `SELECT l.id::float8 AS "listingId", l.user_id::text AS "authorId" FROM listings l
         WHERE l.id = $1 AND l.tenant_id = $2 AND l.deleted_at IS NULL FOR UPDATE`
      : `SELECT c.listing_id::float8 AS "listingId", c.user_id::text AS "authorId"
         FROM comments c JOIN listings l ON l.id = c.listing_id
         WHERE c.id = $1 AND l.tenant_id = $2 AND l.deleted_at IS NULL FOR UPDATE OF c`;
  const [row] = await tx.query<{ listingId: number; authorId: string | null }>(sql, [id, tenantId]);
  return row ? { target, id, ...row } : undefined;
}

/** Whether an earlier action of the tenant resolved the target (it may be gone since). */
export async function wasResolved(
  db: Queryable,
  tenantId: number,
  target: ModerationTarget,
  id: number,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM moderation_actions WHERE target = $1 AND target_id = $2 AND tenant_id = $3
     LIMIT 1`,
    [target, id, tenantId],
  );
  return rows.length > 0;
}

/** The reporters of the target's open reports, locked; empty when none are open. */
export async function lockOpenReporters(
  tx: Queryable,
  target: ModerationTarget,
  id: number,
): Promise<string[]> {
  const table = target === MODERATION_TARGET.LISTING ? 'listing_reports' : 'comment_reports';
  const column = target === MODERATION_TARGET.LISTING ? 'listing_id' : 'comment_id';
  const rows = await tx.query<{ userId: string }>(
    `SELECT user_id::text AS "userId" FROM ${table}
     WHERE ${column} = $1 AND resolved_action_id IS NULL ORDER BY created_at, user_id FOR UPDATE`,
    [id],
  );
  return rows.map((row) => row.userId);
}

/** Closes the target's open reports with the action `actionId`. */
export async function closeOpenReports(
  tx: Queryable,
  target: ModerationTarget,
  id: number,
  actionId: number,
): Promise<void> {
  const table = target === MODERATION_TARGET.LISTING ? 'listing_reports' : 'comment_reports';
  const column = target === MODERATION_TARGET.LISTING ? 'listing_id' : 'comment_id';
  await tx.query(
    `UPDATE ${table} SET resolved_action_id = $2 WHERE ${column} = $1 AND resolved_action_id IS NULL`,
    [id, actionId],
  );
}
