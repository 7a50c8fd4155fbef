import type { FastifyRequest } from 'fastify';
import { findListingOwner } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { parseListingId } from '../uploads/uploads.routes';
import { tenantOf } from '@unfurl/api-http';

/** The `{id}` of a listing route ('No listing ID' when blank, 400 when not a positive integer). */
export function listingIdOf(request: FastifyRequest): number {
  return parseListingId((request.params as { id?: string }).id);
}

/** For `requireOwnerOrAdmin`: the owner of the request's live listing on its tenant. */
export function listingOwnerOf(db: Db) {
  return async (request: FastifyRequest): Promise<string | undefined> =>
    (await findListingOwner(db, tenantOf(request).tenant.id, listingIdOf(request)))?.userId;
}
