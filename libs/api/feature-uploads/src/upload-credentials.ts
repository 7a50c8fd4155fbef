import { UPLOAD_KEY } from '@unfurl/api-db';
import type { ListingUpload, UploadKey } from '@unfurl/api-db';
import type { UrlSigner } from '@unfurl/api-storage';
import type { ListingUploadCredentialsWire } from '@unfurl/validators';

/** Path prefix of the signed PUTs: `PUT /v1/listing-uploads/{id}/{key}`. */
export const UPLOAD_PUT_PREFIX = '/v1/listing-uploads';

/** Largest world file (bytes). */
export const WORLD_FILE_MAX_BYTES = 4096;

/** What signing a listing's upload credentials needs. */
export interface CredentialSettings {
  readonly signer: UrlSigner;
  /** Largest map file (bytes). */
  readonly maxFileBytes: number;
  /** Seconds a signed PUT stays valid. */
  readonly expiresInSeconds: number;
}

/** A listing's upload credentials: one signed PUT per declared key (file, then world file). */
export function uploadCredentials(
  upload: ListingUpload,
  settings: CredentialSettings,
): ListingUploadCredentialsWire {
  const expiresAt = Math.floor(Date.now() / 1000) + settings.expiresInSeconds;
  const keys: { key: UploadKey; filename: string; maxBytes: number }[] = [
    { key: UPLOAD_KEY.file, filename: upload.filename, maxBytes: settings.maxFileBytes },
  ];
  if (upload.worldfile) {
    keys.push({
      key: UPLOAD_KEY.worldfile,
      filename: upload.worldfile,
      maxBytes: WORLD_FILE_MAX_BYTES,
    });
  }
  return {
    listingId: upload.listingId,
    path: `listings/${upload.listingId}/`,
    filename: upload.filename,
    status: upload.status,
    uploads: keys.map(({ key, filename, maxBytes }) => {
      const signature = settings.signer.sign({
        method: 'PUT',
        key: `${upload.listingId}/${key}`,
        expiresAt,
        maxBytes,
      });
      const query = new URLSearchParams({
        expires: String(expiresAt),
        max: String(maxBytes),
        signature,
      });
      return {
        key,
        filename,
        url: `${UPLOAD_PUT_PREFIX}/${upload.listingId}/${key}?${query}`,
        method: 'PUT' as const,
        expiresAt,
        maxBytes,
      };
    }),
  };
}
