import { Type } from '@sinclair/typebox';

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

/** Upload credentials (1§3: listingId, path, filename; plus the signed PUTs per key). */
export const UploadCredentialsSchema = Type.Object(
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

/** Params of the listing routes here; the id is checked by hand for 'No listing ID'. */
export const ListingIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 20 }) });

/** Params and query of the signed PUT. */
export const UploadPutParamsSchema = Type.Object({
  id: Type.String({ maxLength: 20 }),
  key: Type.String({ maxLength: 20 }),
});
export const UploadPutQuerySchema = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  max: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
});

/** `GET /v1/listings/{id}/download`. */
export const PresignedUrlSchema = Type.Object({ presignedUrl: Type.String() });
