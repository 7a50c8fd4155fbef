/** Resampling methods of the renderer (gdalwarp `-r near` / `-r bilinear`). */
export const RESAMPLING = { nearest: 'nearest', bilinear: 'bilinear' } as const;

/** One resampling method. */
export type Resampling = (typeof RESAMPLING)[keyof typeof RESAMPLING];
