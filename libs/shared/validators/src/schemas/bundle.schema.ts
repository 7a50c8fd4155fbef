import { Type } from '@sinclair/typebox';
import { LIMITS } from '@unfurl/domain';
import { ListingSchema } from './listing.schema';

/** A bundle (1§3). */
export const BundleSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    previewUrl: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'Bundle' },
);

/** Response of `GET /v1/bundles`. */
export const BundlesResponseSchema = Type.Object({ bundles: Type.Array(BundleSchema) });

/** Query of `GET /v1/bundles/{id}/listings`. */
export const BundleListingsQuerySchema = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: LIMITS.listingsMax, default: LIMITS.defaultPageSize }),
  nextCursor: Type.Optional(
    Type.String({ maxLength: 200, description: 'Opaque cursor from the previous page.' }),
  ),
});

/** Response of `GET /v1/bundles/{id}/listings` (1§3). */
export const BundleListingsPageSchema = Type.Object({
  listings: Type.Array(ListingSchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
