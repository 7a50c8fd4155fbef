// Public API of @unfurl/api-storage: object storage with signed, expiring URLs (issues #3, #4).

/** The store interface, its upload accept rules and signed-URL shapes. */
export { UPLOAD_ACCEPT } from './object-store';
export type {
  ObjectStore,
  ObjectInfo,
  StoredObject,
  SignedUpload,
  SignUploadOptions,
  UploadAccept,
  UploadRules,
} from './object-store';
/** The local-filesystem store (default) and its signed-request checks. */
export { createLocalObjectStore } from './local-object-store';
export type {
  LocalObjectStore,
  LocalObjectStoreOptions,
  SignedQuery,
  AcceptedUpload,
} from './local-object-store';
/** The S3-compatible store (AWS S3, MinIO, R2, ...) with SigV4 presigned URLs. */
export { createS3ObjectStore } from './s3-object-store';
export type { S3ObjectStore, S3ObjectStoreOptions } from './s3-object-store';
/** Synchronous SigV4 query presigning (what the S3 store signs its URLs with). */
export { presignS3Url, MAX_PRESIGN_SECONDS } from './sigv4-presign';
export type { PresignRequest, S3Credentials } from './sigv4-presign';
/** Re-checks an upload's size and image type against the rules it was signed with. */
export { uploadedContentType, SNIFF_BYTES } from './upload-check';
/** The HTTP routes of the local store: signed PUT upload and GET download. */
export { storageRoutes } from './storage-routes';
export type { StorageRoutesOptions } from './storage-routes';
/** HMAC URL signing. */
export { createUrlSigner } from './url-signer';
export type { UrlSigner, SignedFields } from './url-signer';
/** Object key rules and file-name cleaning. */
export { isValidObjectKey, assertObjectKey, safeFileName } from './object-key';
/** Image type from magic bytes (PNG, JPEG, WebP, GIF). */
export { IMAGE_TYPE, sniffImageType } from './image-type';
export type { ImageType } from './image-type';
/** Storage errors with their HTTP status. */
export { StorageError, STORAGE_ERROR_CODE, isStorageError } from './storage-error';
export type { StorageErrorCode } from './storage-error';
/** The store cannot be reached or dropped the connection: 503 `STORAGE_UNAVAILABLE` with Retry-After. */
export {
  StorageUnavailableError,
  STORAGE_RETRY_AFTER_SECONDS,
  isStorageUnavailableError,
  isStoreUnreachable,
} from './storage-unavailable';
