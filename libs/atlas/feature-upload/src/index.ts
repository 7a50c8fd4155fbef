// Public API of @unfurl/atlas-feature-upload. Exports by name.

/** The share-map screen at /upload: upload dialog, progress, processing, the map drawn. */
export { UploadPanel } from './dialog/upload-panel';
export type { UploadPanelProps } from './dialog/upload-panel';
/** The upload dialog store and its state. */
export { createUploadStore, isUploading, parseTags, EMPTY_DRAFT } from './state/upload-store';
export type { UploadActions, UploadDraft, UploadState, UploadStore } from './state/upload-store';
/** Runs one upload: credentials, file with progress, processing polls, failures. */
export { runUpload } from './state/run-upload';
export type { RunUploadDeps, UploadFiles } from './state/run-upload';
/** Phases, the leave-page warning, 'Not logged in' and accepted file endings. */
export {
  UPLOAD_PHASE,
  LEAVE_WARNING,
  NOT_LOGGED_IN,
  MAP_FILE_EXTENSIONS,
  WORLD_FILE_EXTENSIONS,
  isImageFile,
  isWorldFile,
} from './state/upload-phase';
export type { UploadPhase } from './state/upload-phase';
