/**
 * What an owner may write on a listing (`PUT /v1/listings/{id}`, 1§7 metadata): the API's schema
 * is built from these, and the atlas checks them before sending, so both always agree.
 */
export const LISTING_METADATA_LIMITS = {
  titleMax: 200,
  descriptionMax: 5000,
  tagMax: 50,
  tagsMax: 30,
  categoryMax: 50,
  categoriesMax: 16,
} as const;

/** Files added to a listing (`POST /v1/listings/{id}/files`, 1§7), for the API and the atlas. */
export const LISTING_FILE_LIMITS = {
  /** The signed upload's limit (20 MiB). */
  maxBytes: 20 * 1024 * 1024,
  /** Most files one listing may have. */
  maxFiles: 20,
  filenameMax: 255,
  titleMax: 200,
  descriptionMax: 5000,
  mediaTypeMin: 3,
  mediaTypeMax: 100,
} as const;

/** A media type as the API accepts it: type/subtype of token characters. */
export const MEDIA_TYPE_PATTERN =
  '^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*$';
