import {
  REVIEW_STATUS,
  getListing,
  getListingStatus,
  getReviewStatus,
  resubmitListing,
  toReviewStatus,
  updateListingMetadata,
  upsertListingReport,
} from '@unfurl/api-db';
import {
  BadRequestError,
  HttpError,
  NotFoundError,
  parseListingId,
  requireOwnerOrAdmin,
  requireSignIn,
  signedInUser,
  tenantOf,
} from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  ListingIdParamsSchema,
  ListingMetadataBodySchema,
  ListingReportSchema,
  ListingSchema,
  ReportBodySchema,
  ResubmitBodySchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import type { ListingsOptions } from './listings-options';
import { toMetadataChanges } from './listing-metadata';
import { listingOwnerOf } from './listing-owner';

/** Error codes of the listing actions. */
export const LISTING_ACTION_ERROR_CODE = {
  nothingToChange: 'NOTHING_TO_CHANGE',
  alreadyApproved: 'ALREADY_APPROVED',
} as const;

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};

/**
 * `PUT /v1/listings/{id}` (metadata), `PUT /v1/listings/{id}/reSubmit` (back to review) and
 * `POST /v1/listings/{id}/report` (1§7). Edits are for the listing's owner or a tenant Admin;
 * any signed-in user who can see a listing may report it.
 */
export const listingActionsRoutes: ResourcePlugin<ListingsOptions> = async (app, { db }) => {
  const ownerOrAdmin = requireOwnerOrAdmin(listingOwnerOf(db));

  /** The listing as its owner sees it (private included), with status and review status. */
  const ownView = async (tenantId: number, id: number) => {
    const listing = await getListing(db, { tenantId, includePrivate: true }, id);
    const status = await getListingStatus(db, id);
    if (!listing || !status) throw new NotFoundError(`Listing ${id} not found`);
    return {
      ...listing,
      status: status.status,
      statusReason: status.statusReason,
      reviewStatus: toReviewStatus(status.reviewStatus),
    };
  };

  app.put(
    '/v1/listings/:id',
    {
      ...ownerOrAdmin,
      schema: {
        tags: ['listings'],
        summary: "Change a listing's title, description, tags or categories (owner or Admin)",
        headers: SubdomainHeadersSchema,
        params: ListingIdParamsSchema,
        body: ListingMetadataBodySchema,
        response: { 200: ListingSchema, ...errors },
      },
    },
    async (request) => {
      const id = parseListingId(request.params.id);
      const changes = toMetadataChanges(request.body.metadata);
      if (Object.keys(changes).length === 0) {
        throw new BadRequestError(
          'Send at least one of title, description, tags or categories.',
          LISTING_ACTION_ERROR_CODE.nothingToChange,
        );
      }
      if (!(await updateListingMetadata(db, id, changes))) {
        throw new NotFoundError(`Listing ${id} not found`);
      }
      return ownView(tenantOf(request).tenant.id, id);
    },
  );

  app.put(
    '/v1/listings/:id/reSubmit',
    {
      ...ownerOrAdmin,
      schema: {
        tags: ['listings'],
        summary:
          'Send a rejected listing back to review (PENDING), optionally with new metadata (owner or Admin)',
        headers: SubdomainHeadersSchema,
        params: ListingIdParamsSchema,
        body: ResubmitBodySchema,
        response: { 200: ListingSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const id = parseListingId(request.params.id);
      const metadata = request.body?.metadata;
      const changes = metadata ? toMetadataChanges(metadata) : {};
      if ((await getReviewStatus(db, id)) === REVIEW_STATUS.approved) {
        throw new HttpError(
          409,
          LISTING_ACTION_ERROR_CODE.alreadyApproved,
          'This map is already approved: there is nothing to resubmit.',
        );
      }
      if (Object.keys(changes).length > 0) await updateListingMetadata(db, id, changes);
      if ((await resubmitListing(db, id)) === undefined) {
        throw new NotFoundError(`Listing ${id} not found`);
      }
      return ownView(tenantOf(request).tenant.id, id);
    },
  );

  app.post(
    '/v1/listings/:id/report',
    {
      preValidation: requireSignIn,
      schema: {
        tags: ['listings'],
        summary: 'Report a listing with a reason (a repeat replaces your earlier report)',
        headers: SubdomainHeadersSchema,
        params: ListingIdParamsSchema,
        body: ReportBodySchema,
        response: { 201: ListingReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const id = parseListingId(request.params.id);
      const { body } = request;
      const reason = body.reason.trim();
      if (reason === '') throw new BadRequestError('Give a reason for the report.');
      if (!(await getListing(db, tenantOf(request).scope, id))) {
        throw new NotFoundError(`Listing ${id} not found`);
      }
      const report = await upsertListingReport(db, {
        listingId: id,
        userId: user.userId,
        reason,
        message: body.message?.trim() || undefined,
      });
      return reply.status(201).send({
        listingId: report.listingId,
        reason: report.reason,
        message: report.message,
        createdAt: report.createdAt,
      });
    },
  );
};
