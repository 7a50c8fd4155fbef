// Public API of @unfurl/api-feature-uploads. Exports are listed by name, each with a one-line TSDoc.

/** The uploads resource: upload, signed PUT, status, download, delete, remote layers, processing. */
export { uploadsPlugin } from './uploads.plugin';
/** Options of {@link uploadsPlugin}: database, store, URL signer, upload folder, GDAL, limits. */
export type { UploadsOptions } from './uploads.plugin';
/** Error codes of the upload routes. */
export { UPLOAD_ERROR_CODE } from './upload-error-code';
/** One upload error code. */
export type { UploadErrorCode } from './upload-error-code';
