import type { ApiClient, ListingFileEntry } from '@unfurl/api-client';
import type { Listing } from '@unfurl/domain';
import { mediaTypeOf } from './owner-file-rules';

/**
 * Adds a file to a listing the way the API expects (1§7): `POST /v1/listings/{id}/files` with the
 * media type, the listing's type, the file name and an optional title, then the bytes to the
 * signed upload URL it answers with, reporting progress. When the bytes do not arrive the file is
 * deleted again, so no entry without bytes is left behind. Resolves the file as it is listed.
 */
export async function addListingFile(
  client: ApiClient,
  listing: Pick<Listing, 'id' | 'listingType'>,
  file: File,
  title: string,
  onProgress: (percent: number) => void,
): Promise<ListingFileEntry> {
  const added = await client.actions.addFile(listing.id, {
    type: mediaTypeOf(file),
    listingType: listing.listingType,
    filename: file.name,
    ...(title.trim() ? { title: title.trim() } : {}),
  });
  try {
    await client.uploads.sendFile(added.upload, file, { onProgress });
  } catch (error) {
    await client.actions.deleteFile(listing.id, added.id).catch(() => undefined);
    throw error;
  }
  const { upload: _signed, ...entry } = added;
  return entry;
}
