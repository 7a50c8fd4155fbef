import { LISTING_FILE_LIMITS, MEDIA_TYPE_PATTERN } from '@unfurl/domain';

/** Limits of `POST /v1/listings/{id}/files`, the same the API's schema is built from. */
export const FILE_LIMITS = LISTING_FILE_LIMITS;

const MEDIA_TYPE = new RegExp(MEDIA_TYPE_PATTERN);

/** Sent for a file the browser gives no (or an odd) media type. */
export const UNKNOWN_MEDIA_TYPE = 'application/octet-stream';

/** The media type to send for a picked file. */
export function mediaTypeOf(file: { readonly type: string }): string {
  const type = file.type.split(';')[0]?.trim() ?? '';
  return type.length >= FILE_LIMITS.mediaTypeMin &&
    type.length <= FILE_LIMITS.mediaTypeMax &&
    MEDIA_TYPE.test(type)
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
