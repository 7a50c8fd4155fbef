// One resolution of a target's open reports, in one transaction: lock the target, take its open
// reports (none: another admin was first, 409), record the action, close the reports, apply the
// action, notify. A second admin resolving the same target waits on the lock and then finds no
// open reports (or no target: a delete), so exactly one of them wins.
import type { Db } from '@unfurl/api-db';
import type { ModerationAction, ModerationActionWire, ModerationTarget } from '@unfurl/validators';
import { AlreadyResolvedError, TargetNotFoundError } from './moderation-errors';
import { applyAction } from './moderation-apply.queries';
import { notifyResolution, recordAction } from './moderation-record.queries';
import {
  closeOpenReports,
  lockOpenReporters,
  lockTarget,
  wasResolved,
} from './moderation-target.queries';

/** What an admin asks. */
export interface ResolveRequest {
  readonly tenantId: number;
  readonly actorId: string;
  readonly target: ModerationTarget;
  readonly id: number;
  readonly action: ModerationAction;
  readonly reason: string;
}

/** Resolves the target's open reports; 404 for an unknown target, 409 when none are open. */
export async function resolveReports(
  db: Db,
  request: ResolveRequest,
): Promise<ModerationActionWire> {
  const { tenantId, actorId, target: kind, id, action, reason } = request;
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, tenantId, kind, id);
    if (!target) {
      if (await wasResolved(tx, tenantId, kind, id)) throw new AlreadyResolvedError(kind, id);
      throw new TargetNotFoundError(kind, id);
    }
    const reporterIds = await lockOpenReporters(tx, kind, id);
    if (reporterIds.length === 0) throw new AlreadyResolvedError(kind, id);
    const resolution = { tenantId, target, action, reason, actorId, reporterIds };
    const record = await recordAction(tx, resolution);
    await closeOpenReports(tx, kind, id, record.id);
    await applyAction(tx, target, action, reason);
    return { ...record, notified: await notifyResolution(tx, resolution) };
  });
}
