/** Where an upload stands: nothing yet, sending the file, server processing, ready or failed. */
export const UPLOAD_PHASE = {
  Idle: 'idle',
  Uploading: 'uploading',
  Processing: 'processing',
  Ready: 'ready',
  Failed: 'failed',
} as const;
/** One upload phase. */
export type UploadPhase = (typeof UPLOAD_PHASE)[keyof typeof UPLOAD_PHASE];

/** The browser warning while a map is uploading (1§4, R-257). */
export const LEAVE_WARNING = 'Leave the page? Your map is still uploading.';

/** The message of a 401 during an upload; the user is logged out (1§4, R-256). */
export const NOT_LOGGED_IN = 'Not logged in';

/** World file name endings accepted beside an image. */
export const WORLD_FILE_EXTENSIONS = ['.jgw', '.pgw', '.wld', '.tfw'] as const;

/** Map file name endings accepted by the dialog (GeoTIFF/COG, images, GIFs). */
export const MAP_FILE_EXTENSIONS = ['.tif', '.tiff', '.jpg', '.jpeg', '.png', '.gif'] as const;

/** True for a JPEG or PNG file, which needs a world file to be placed. */
export function isImageFile(name: string): boolean {
  return /\.(jpe?g|png)$/i.test(name);
}

/** True for a GIF file, placed by a world file or by bounds set by hand. */
export function isGifFile(name: string): boolean {
  return /\.gif$/i.test(name);
}

/** True for a world file name. */
export function isWorldFile(name: string): boolean {
  const lower = name.toLowerCase();
  return WORLD_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}
