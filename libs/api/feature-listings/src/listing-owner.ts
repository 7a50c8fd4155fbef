import type { FastifyRequest } from 'fastify';
import { findListingOwner } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { parseListingId, tenantOf } from '@unfurl/api-http';

/**
 * For `requireOwnerOrAdmin`: the owner of the request's live listing on its tenant. The guard is
 * shared by routes of different params, so it reads `{id}` from the untyped request.
 */
export function listingOwnerOf(db: Db) {
  return async (request: FastifyRequest): Promise<string | undefined> => {
    const id = parseListingId((request.params as { readonly id?: string }).id);
    return (await findListingOwner(db, tenantOf(request).tenant.id, id))?.userId;
  };
}
