import type { FastifyRequest } from 'fastify';
import { ForbiddenError, signedInUser, tenantOf } from '@unfurl/api-http';
import { DRAW_ACCESS } from '@unfurl/validators';
import type { DrawAccess } from '@unfurl/validators';
import { DrawProjectNotFoundError } from './draw-errors';
import type { DrawCaller } from './draw-projects.queries';

/** The signed-in caller on the request's tenant. */
export function callerOf(request: FastifyRequest): DrawCaller {
  return { tenantId: tenantOf(request).tenant.id, userId: signedInUser(request).userId };
}

/** The id of `/v1/map-draw/projects/{id}`; anything but a positive integer is nobody's (404). */
export function projectIdOf(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || id < 1) throw new DrawProjectNotFoundError(raw);
  return id;
}

/** What each action needs. */
export const DRAW_ACTION = { save: 'save', manage: 'manage' } as const;

/**
 * Refuses an action the caller's access does not allow: no access is a 404 (existence is not
 * leaked); a VIEW sharer saving, or a sharer deleting or resharing, is a 403.
 */
export function assertAllowed(
  access: DrawAccess | undefined,
  action: (typeof DRAW_ACTION)[keyof typeof DRAW_ACTION],
  rawId: string,
): void {
  if (access === undefined) throw new DrawProjectNotFoundError(rawId);
  switch (action) {
    case DRAW_ACTION.save:
      if (access === DRAW_ACCESS.view) {
        throw new ForbiddenError('This project is shared with you to view; you cannot save it.');
      }
      return;
    case DRAW_ACTION.manage:
      if (access !== DRAW_ACCESS.owner) {
        throw new ForbiddenError('Only the owner of this project can delete or share it.');
      }
      return;
    default: {
      const never: never = action;
      throw new Error(`unknown action ${String(never)}`);
    }
  }
}
