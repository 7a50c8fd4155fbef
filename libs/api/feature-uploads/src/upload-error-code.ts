/** Error codes of the upload routes (a blank listing id is api-http's `NO_LISTING_ID`). */
export const UPLOAD_ERROR_CODE = {
  unsupportedFile: 'UNSUPPORTED_FILE',
  missingPlacement: 'MISSING_PLACEMENT',
  invalidSignature: 'INVALID_SIGNATURE',
  expired: 'LINK_EXPIRED',
  tooLarge: 'FILE_TOO_LARGE',
  empty: 'EMPTY_UPLOAD',
  alreadyUploaded: 'ALREADY_UPLOADED',
  notReady: 'NOT_READY',
} as const;

/** One upload error code. */
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODE)[keyof typeof UPLOAD_ERROR_CODE];
