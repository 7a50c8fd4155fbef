import { sniffImageType } from './image-type';
import { UPLOAD_ACCEPT } from './object-store';
import type { UploadAccept } from './object-store';
import { StorageError, STORAGE_ERROR_CODE } from './storage-error';

/** Bytes of an object's start that {@link uploadedContentType} needs (the longest magic number). */
export const SNIFF_BYTES = 16;

/**
 * The content type an upload is stored as, after checking it against its signed rules: throws a
 * 400 (empty), 413 (over `maxBytes`) or 415 (not an image by its magic bytes, for `accept: image`).
 * Stores whose signed URLs cannot enforce the rules themselves (S3 PUT) run it after the upload.
 */
export function uploadedContentType(
  size: number,
  head: Uint8Array,
  rules: { readonly maxBytes: number; readonly accept: UploadAccept },
): string {
  if (size === 0) throw new StorageError(STORAGE_ERROR_CODE.empty, 'The upload is empty');
  if (size > rules.maxBytes) {
    throw new StorageError(
      STORAGE_ERROR_CODE.tooLarge,
      `The file is larger than ${rules.maxBytes} bytes`,
    );
  }
  const image = sniffImageType(head);
  if (rules.accept === UPLOAD_ACCEPT.image && !image) {
    throw new StorageError(
      STORAGE_ERROR_CODE.unsupportedType,
      'Only PNG, JPEG, WebP or GIF images can be uploaded here',
    );
  }
  return image ?? 'application/octet-stream';
}
