import { join } from 'node:path';
import type { UploadKey } from '@unfurl/api-db';

/** Where an upload key of a listing is kept on disk until processing has used it. */
export function uploadFile(uploadsDir: string, listingId: number, key: UploadKey): string {
  return join(uploadsDir, String(listingId), key);
}
