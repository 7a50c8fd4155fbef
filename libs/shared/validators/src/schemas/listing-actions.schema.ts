import { Type } from '@sinclair/typebox';
import {
  LIMITS,
  LISTING_FILE_LIMITS as FILES,
  LISTING_METADATA_LIMITS as METADATA,
  LISTING_TYPES,
  MEDIA_TYPE_PATTERN,
} from '@unfurl/domain';
import { ListingSchema } from './listing.schema';
import { StringEnum } from './string-enum.schema';

const Text = (maxLength: number) => Type.String({ maxLength });

/** Listing metadata an owner may change (1§7 "metadata"); absent fields stay as they are. */
export const ListingMetadataSchema = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: METADATA.titleMax })),
    description: Type.Optional(Text(METADATA.descriptionMax)),
    tags: Type.Optional(Type.Array(Text(METADATA.tagMax), { maxItems: METADATA.tagsMax })),
    categories: Type.Optional(
      Type.Array(Text(METADATA.categoryMax), {
        maxItems: METADATA.categoriesMax,
        description: 'Lower-case category values.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** Body of `PUT /v1/listings/{id}` and `PUT /v1/listings/{id}/reSubmit` (1§7: metadata). */
export const ListingMetadataBodySchema = Type.Object({
  metadata: ListingMetadataSchema,
});

/** Body of `PUT /v1/listings/{id}/reSubmit`: metadata changes are optional there. */
export const ResubmitBodySchema = Type.Object({
  metadata: Type.Optional(ListingMetadataSchema),
});

/** Body of `POST /v1/listings/{id}/report` (1§7: reason; 1§3 Report: reason, message). */
export const ReportBodySchema = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 200 }),
  message: Type.Optional(Text(2000)),
});

/** A recorded report. */
export const ListingReportSchema = Type.Object(
  {
    listingId: Type.Integer(),
    reason: Type.String(),
    message: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.Integer({ description: 'Seconds since the epoch.' }),
  },
  { title: 'ListingReport' },
);

/** Most addresses one share may mail. */
export const MAX_SHARE_EMAILS = 20;

/** Body of `POST /v1/listings/{id}/email-share` (1§7: emails). */
export const EmailShareBodySchema = Type.Object({
  emails: Type.Array(Type.String({ maxLength: 254 }), {
    minItems: 1,
    maxItems: MAX_SHARE_EMAILS,
  }),
});

/** Result of an email share: the addresses mailed (or queued) and those the server refused. */
export const EmailShareResultSchema = Type.Object(
  {
    listingId: Type.Integer(),
    sent: Type.Array(Type.String()),
    failed: Type.Array(Type.String()),
  },
  { title: 'EmailShareResult' },
);

/** Body of `POST /v1/listings/{id}/files` (1§7: type, listingType, filename, title, description). */
export const AddFileBodySchema = Type.Object({
  type: Type.String({
    minLength: FILES.mediaTypeMin,
    maxLength: FILES.mediaTypeMax,
    pattern: MEDIA_TYPE_PATTERN,
    description: 'Media type of the file, e.g. image/png.',
  }),
  listingType: StringEnum(LISTING_TYPES),
  filename: Type.String({ minLength: 1, maxLength: FILES.filenameMax }),
  title: Type.Optional(Text(FILES.titleMax)),
  description: Type.Optional(Text(FILES.descriptionMax)),
});

/** A file of a listing, with its signed upload when just added. */
export const ListingFileSchema = Type.Object(
  {
    id: Type.Integer(),
    listingId: Type.Integer(),
    type: Type.String(),
    listingType: Type.String(),
    filename: Type.String(),
    title: Type.String(),
    description: Type.String(),
    path: Type.String({ description: 'Object key of the file.' }),
    url: Type.String({ description: 'Link of the file: /listing-file/{id}/{fileId}.' }),
    createdAt: Type.Integer({ description: 'Seconds since the epoch.' }),
    upload: Type.Object({
      url: Type.String({ description: 'PUT the raw bytes here before expiresAt.' }),
      method: Type.Literal('PUT'),
      expiresAt: Type.Integer({ description: 'Seconds since the epoch.' }),
      maxBytes: Type.Integer(),
    }),
  },
  { title: 'ListingFile' },
);

/** Answer of `GET /v1/listings/{id}/files`: the listing's files, oldest first, no uploads. */
export const ListingFilesSchema = Type.Object(
  { files: Type.Array(Type.Omit(ListingFileSchema, ['upload'])) },
  { title: 'ListingFiles' },
);

/** Params of `DELETE /v1/listings/{id}/files/{fileId}`. */
export const ListingFileParamsSchema = Type.Object({
  id: Type.String({ maxLength: 20 }),
  fileId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

const PageLimit = Type.Integer({
  minimum: 1,
  maximum: LIMITS.listingsMax,
  default: LIMITS.defaultPageSize,
});

/** Query of `GET /v1/listings/recommended` (1§7: template comma-joined, plus paging). */
export const RecommendedQuerySchema = Type.Object({
  template: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Comma-joined PERSONAL, POPULAR, FOLLOWING (default all three, in that order).',
    }),
  ),
  limit: PageLimit,
  nextCursor: Type.Optional(Type.String({ maxLength: 200 })),
});

/** Query of `GET /v1/listings/{id}/similar`. */
export const SimilarQuerySchema = Type.Object({
  limit: PageLimit,
  nextCursor: Type.Optional(Type.String({ maxLength: 200 })),
});

/** Query of `GET /v1/user/listings`. */
export const UserListingsQuerySchema = Type.Object({
  limit: PageLimit,
  offset: Type.Integer({ minimum: 0, maximum: 100_000_000, default: 0 }),
});

/** Answer of `GET /v1/user/listings`: one page of the caller's own listings and their total. */
export const UserListingsPageSchema = Type.Object({
  listings: Type.Array(ListingSchema),
  total: Type.Integer(),
});

/** Query of `GET /listing-original/{id}` and `GET /listing-file/{id}/{file}` (2§7 file links). */
export const FileLinkQuerySchema = Type.Object({
  subdomain: Type.Optional(Type.String({ maxLength: 63 })),
  size: Type.Optional(
    StringEnum(['original', 'small', 'medium', 'sharing'] as const, {
      description:
        'original (default) sends the file itself; small, medium or sharing send the preview image.',
    }),
  ),
  authorization: Type.Optional(
    Type.String({ maxLength: 4096, description: 'An id token: members reach private listings.' }),
  ),
});

/** Params of `GET /listing-file/{id}/{file}`. */
export const FileLinkParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  file: Type.String({
    minLength: 1,
    maxLength: 255,
    pattern: '^[^\\u0000-\\u001f\\u007f]+$',
    description: 'File id or file name.',
  }),
});
