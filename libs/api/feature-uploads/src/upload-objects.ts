import type { UploadKey } from '@unfurl/api-db';

/** The object-store folder of a listing's uploaded keys, kept until processing has used them. */
export function uploadPrefix(listingId: number): string {
  return `uploads/${listingId}/`;
}

/** The object-store key of one uploaded key of a listing. */
export function uploadObjectKey(listingId: number, key: UploadKey): string {
  return `${uploadPrefix(listingId)}${key}`;
}
