import { fromFile, fromUrl } from 'geotiff';
import type { GeoTIFF, GeoTIFFImage } from 'geotiff';
import { IMAGERY_ERROR_CODE, ImageryError } from '../imagery-error';
import { useNodeZlibDecoder } from './zlib-decoder';

/** One resolution level of a COG: the full image (0) or an internal overview. */
export interface CogLevel {
  readonly image: GeoTIFFImage;
  readonly width: number;
  readonly height: number;
  /** Level-0 pixels per pixel of this level along x and y (1 for the full image). */
  readonly ratioX: number;
  readonly ratioY: number;
}

/** An opened (cloud optimised) GeoTIFF with its georeferencing. */
export interface CogSource {
  readonly href: string;
  readonly epsg: number;
  /** Top-left corner of pixel (0, 0) of level 0, in CRS units (GDAL convention). */
  readonly originX: number;
  readonly originY: number;
  /** Level-0 pixel size in CRS units, both positive. */
  readonly resX: number;
  readonly resY: number;
  /** Full image first, then overviews from finest to coarsest. */
  readonly levels: readonly CogLevel[];
  readonly nodata: number | null;
}

const cache = new Map<string, Promise<CogSource>>();
const CACHE_SIZE = 64;

async function openTiff(href: string): Promise<GeoTIFF> {
  if (/^https?:\/\//.test(href)) return fromUrl(href, { allowFullFile: false });
  if (/^s3:\/\//.test(href)) {
    throw new ImageryError(
      502,
      IMAGERY_ERROR_CODE.providerFailed,
      `Asset ${href} is not reachable over HTTP`,
    );
  }
  return fromFile(href);
}

async function load(href: string): Promise<CogSource> {
  useNodeZlibDecoder();
  const tiff = await openTiff(href);
  const base = await tiff.getImage(0);
  const keys = base.getGeoKeys() as Record<string, number | undefined> | null;
  const epsg = keys?.['ProjectedCSTypeGeoKey'] ?? keys?.['GeographicTypeGeoKey'];
  if (!epsg || !base.fileDirectory.ModelPixelScale) {
    throw new ImageryError(
      422,
      IMAGERY_ERROR_CODE.unsupported,
      `${href} has no affine georeferencing (ground control points are not supported yet)`,
    );
  }
  const [rx, ry] = base.getResolution();
  const [ox, oy] = base.getOrigin();
  const resX = Math.abs(rx!);
  const resY = Math.abs(ry!);
  // PixelIsPoint rasters (Landsat): the tie point is a pixel centre; GDAL moves it half a pixel.
  const isPoint = keys?.['GTRasterTypeGeoKey'] === 2;
  const levels: CogLevel[] = [];
  const count = await tiff.getImageCount();
  for (let i = 0; i < count; i++) {
    const image = i === 0 ? base : await tiff.getImage(i);
    const subfile = Number(image.fileDirectory.NewSubfileType ?? 0);
    if (i > 0 && (subfile & 4) !== 0) continue; // transparency mask, not an overview
    levels.push({
      image,
      width: image.getWidth(),
      height: image.getHeight(),
      ratioX: base.getWidth() / image.getWidth(),
      ratioY: base.getHeight() / image.getHeight(),
    });
  }
  levels.sort((a, b) => a.ratioX - b.ratioX);
  return {
    href,
    epsg,
    originX: isPoint ? ox! - resX / 2 : ox!,
    originY: isPoint ? oy! + resY / 2 : oy!,
    resX,
    resY,
    levels,
    nodata: base.getGDALNoData(),
  };
}

/** Opens a COG from a local path or an http(s) URL; headers are cached per href (64 entries). */
export function openCog(href: string): Promise<CogSource> {
  const hit = cache.get(href);
  if (hit) return hit;
  const opening = load(href);
  cache.set(href, opening);
  opening.catch(() => cache.delete(href));
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return opening;
}
