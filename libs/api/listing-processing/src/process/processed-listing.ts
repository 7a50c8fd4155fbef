import type { Footprint } from '../geo/footprint';
import type { PreviewFiles } from '../preview/write-previews';

/** A GeoTIFF made into a Cloud-Optimized GeoTIFF (listing type COG). */
export interface ProcessedCog {
  readonly listingType: 'COG';
  readonly outputDir: string;
  /** The COG's file name inside `outputDir`. */
  readonly cog: string;
  readonly previews: PreviewFiles;
  readonly footprint: Footprint;
  /** Size of the uploaded raster. */
  readonly width: number;
  readonly height: number;
  readonly bands: number;
  /** How the upload was placed: its geotransform, or ground control points (then warped). */
  readonly georeference: 'geotransform' | 'gcps';
}

/** A JPEG or PNG placed by a world file, or by bounds set by hand (listing type IMAGE). */
export interface ProcessedImage {
  readonly listingType: 'IMAGE';
  readonly outputDir: string;
  /** The image as uploaded, byte for byte, and its world file, inside `outputDir`. */
  readonly image: string;
  /** The normalised world file; none for an image placed by bounds. */
  readonly worldFile?: string;
  readonly mimeType: 'image/jpeg' | 'image/png';
  /** The world file's coordinate system; none for an image placed by bounds. */
  readonly crs?: string;
  /** A COG made from the image and world file, when asked for. */
  readonly cog?: string;
  readonly previews: PreviewFiles;
  readonly footprint: Footprint;
  readonly width: number;
  readonly height: number;
}

/** An animated GIF map (listing type GIF): frames kept as uploaded. */
export interface ProcessedGif {
  readonly listingType: 'GIF';
  readonly outputDir: string;
  readonly gif: string;
  readonly frames: number;
  readonly delaysMs: readonly number[];
  readonly previews: PreviewFiles;
  readonly footprint: Footprint;
  readonly width: number;
  readonly height: number;
}

/** Any processed listing file. */
export type ProcessedListing = ProcessedCog | ProcessedImage | ProcessedGif;
