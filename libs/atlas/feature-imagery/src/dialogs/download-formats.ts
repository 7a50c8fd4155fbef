import type { ImageryContentType } from '@unfurl/api-client';
import { fileNameOf } from './save-blob';

/** One format of the download dialog. */
export interface DownloadFormat {
  readonly id: string;
  readonly label: string;
  readonly type: ImageryContentType;
  readonly extension: string;
  readonly note: string;
  /** JPEG quality sent with the request. */
  readonly quality?: number;
}

/** The download dialog's formats (2§7: PNG, JPEG and GeoTIFF, all encoded by the service). */
export const DOWNLOAD_FORMATS: readonly DownloadFormat[] = [
  {
    id: 'png',
    label: 'PNG',
    type: 'image/png',
    extension: 'png',
    note: 'Lossless, transparent outside the data',
  },
  {
    id: 'jpeg',
    label: 'JPEG',
    type: 'image/jpeg',
    extension: 'jpg',
    note: 'Smaller file, quality 90',
    quality: 90,
  },
  {
    id: 'geotiff',
    label: 'GeoTIFF',
    type: 'image/tiff',
    extension: 'tif',
    note: "Georeferenced (EPSG:4326), the script's own bands and values, for GIS",
  },
];

/** The format of a content type (PNG for an unknown one). */
export function downloadFormatOf(type: ImageryContentType): DownloadFormat {
  return DOWNLOAD_FORMATS.find((f) => f.type === type) ?? DOWNLOAD_FORMATS[0]!;
}

/** What names a downloaded image. */
export interface DownloadName {
  /** The satellite rendered, e.g. `sentinel-2-l2a`. */
  readonly satellite: string;
  readonly script: string;
  /** `YYYY-MM-DD`. */
  readonly day: string;
  /** Metres per pixel. */
  readonly resolution: number;
}

/** `{satellite}-{script}-{day}-{resolution}m.{png|jpg|tif}`, lower case with dashes. */
export function downloadFileName(name: DownloadName, type: ImageryContentType): string {
  return fileNameOf(
    [name.satellite, name.script, name.day, `${name.resolution}m`],
    downloadFormatOf(type).extension,
  );
}
