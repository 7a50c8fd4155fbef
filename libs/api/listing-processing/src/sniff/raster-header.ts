/** What a raster file declares in its header, read without decoding any pixel. */
export interface RasterHeader {
  readonly width: number;
  readonly height: number;
  /** Samples per pixel (bands); a palette image counts as 3. */
  readonly bands: number;
  /** Bits per sample of the first band. */
  readonly bitsPerSample: number;
}

/** What an animated (or still) GIF declares: its screen, frames and their delays. */
export interface GifHeader extends RasterHeader {
  readonly frames: number;
  /** Delay of each frame in milliseconds (GIF stores hundredths of a second). */
  readonly delaysMs: readonly number[];
}

/** Bytes the pixels of a header take once decoded. */
export function decodedBytes(header: RasterHeader): number {
  return (header.width * header.height * header.bands * Math.max(8, header.bitsPerSample)) / 8;
}
