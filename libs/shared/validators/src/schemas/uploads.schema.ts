import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

const Text = (maxLength: number) => Type.String({ maxLength });

/** Body of `POST /v1/listings/upload` (1§7: filename, worldfile, metadata). */
export const UploadRequestSchema = Type.Object({
  filename: Type.String({ minLength: 1, maxLength: 255 }),
  worldfile: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  metadata: Type.Object({
    title: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.Optional(Text(5000)),
    tags: Type.Optional(Type.Array(Text(50), { maxItems: 30 })),
    categories: Type.Optional(Type.Array(Text(50), { maxItems: 16 })),
    crs: Type.Optional(Text(20)),
    bounds: Type.Optional(Type.Array(Type.Number(), { minItems: 4, maxItems: 4 })),
  }),
});

/** One signed PUT of an upload key. */
export const UploadTargetSchema = Type.Object({
  key: Type.String({ description: "'file' or 'worldfile'" }),
  filename: Type.String(),
  url: Type.String({ description: 'Path-absolute URL on this API; PUT the raw bytes.' }),
  method: Type.Literal('PUT'),
  expiresAt: Type.Integer({ description: 'Seconds since the epoch.' }),
  maxBytes: Type.Integer(),
});

/** Upload credentials of a listing (1§3: listingId, path, filename; plus the signed PUTs per key). */
export const ListingUploadCredentialsSchema = Type.Object(
  {
    listingId: Type.Integer(),
    path: Type.String({ description: 'Storage folder of the listing.' }),
    filename: Type.String(),
    status: Type.String(),
    uploads: Type.Array(UploadTargetSchema),
  },
  { title: 'UploadCredentials' },
);

/** Status of a listing's upload and processing. */
export const ListingStatusSchema = Type.Object(
  {
    listingId: Type.Integer(),
    status: Type.String({ description: 'pending-upload, processing, ready or failed' }),
    code: Type.Union([Type.String(), Type.Null()]),
    reason: Type.Union([Type.String(), Type.Null()]),
    reviewStatus: Type.String({ description: 'PENDING, APPROVED or REJECTED' }),
  },
  { title: 'ListingStatus' },
);

/** Params `{id}` of the listing routes that check the id by hand (blank → 'No listing ID'). */
export const ListingIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 20 }) });

/** Params of `PUT /v1/listing-uploads/{id}/{key}`. */
export const UploadPutParamsSchema = Type.Object({
  id: Type.String({ maxLength: 20 }),
  key: Type.String({ maxLength: 20 }),
});

/** Query of `PUT /v1/listing-uploads/{id}/{key}`: the signed expiry, size limit and signature. */
export const UploadPutQuerySchema = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  max: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
});

/** Answer of `PUT /v1/listing-uploads/{id}/{key}`: the key stored and the listing's status. */
export const UploadPutResultSchema = Type.Object({
  listingId: Type.Optional(Type.Integer()),
  key: Type.Optional(Type.String()),
  size: Type.Optional(Type.Integer()),
  status: Type.Optional(Type.String()),
});

/** `GET /v1/listings/{id}/download`. */
export const PresignedUrlSchema = Type.Object({ presignedUrl: Type.String() });

/** Wire type of {@link UploadRequestSchema}. */
export type UploadRequestWire = Static<typeof UploadRequestSchema>;
/** Wire type of {@link ListingUploadCredentialsSchema}. */
export type ListingUploadCredentialsWire = Static<typeof ListingUploadCredentialsSchema>;
/** Wire type of {@link ListingStatusSchema}. */
export type ListingStatusWire = Static<typeof ListingStatusSchema>;
/** Wire type of {@link UploadPutResultSchema}. */
export type UploadPutResultWire = Static<typeof UploadPutResultSchema>;
