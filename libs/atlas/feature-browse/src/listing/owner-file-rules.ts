/**
 * Limits of `POST /v1/listings/{id}/files` as the API checks them (apps/api
 * listing-files.routes.ts and listing-actions.schema.ts), checked before anything is sent.
 */
export const FILE_LIMITS = {
  /** The signed upload's limit (20 MiB). */
  maxBytes: 20 * 1024 * 1024,
  maxFiles: 20,
  filenameMax: 255,
  titleMax: 200,
} as const;

/** The API's media type pattern (type/subtype of token characters). */
const MEDIA_TYPE = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*$/;

/** Sent for a file the browser gives no (or an odd) media type. */
export const UNKNOWN_MEDIA_TYPE = 'application/octet-stream';

/** The media type to send for a picked file. */
export function mediaTypeOf(file: { readonly type: string }): string {
  const type = file.type.split(';')[0]?.trim() ?? '';
  return type.length >= 3 && type.length <= 100 && MEDIA_TYPE.test(type)
    ? type
    : UNKNOWN_MEDIA_TYPE;
}

/** The first reason the API would refuse the new file, or null when it may be sent. */
export function newFileProblem(
  file: { readonly name: string; readonly size: number },
  title: string,
  fileCount: number,
): string | null {
  if (fileCount >= FILE_LIMITS.maxFiles) {
    return `A map can have at most ${FILE_LIMITS.maxFiles} files; delete one first.`;
  }
  if (file.name.length === 0 || file.name.length > FILE_LIMITS.filenameMax) {
    return `The file name must have 1 to ${FILE_LIMITS.filenameMax} characters.`;
  }
  if (file.size > FILE_LIMITS.maxBytes) return 'The file is larger than 20 MB.';
  if (title.trim().length > FILE_LIMITS.titleMax) {
    return `The title can have at most ${FILE_LIMITS.titleMax} characters.`;
  }
  return null;
}
