import { fromFile, fromUrl } from 'geotiff';
import type { GeoTIFF, GeoTIFFImage } from 'geotiff';
import { IMAGERY_ERROR_CODE, ImageryError } from '../imagery-error';
import { fitGcpTransform } from './gcp-transform';
import type { GcpTransform, GroundControlPoint } from './gcp-transform';
import { useBlockCache } from './block-cache';
import { useNodeZlibDecoder } from './zlib-decoder';

/** One resolution level of a COG: the full image (0) or an internal overview. */
export interface CogLevel {
  readonly image: GeoTIFFImage;
  readonly width: number;
  readonly height: number;
  /** Level-0 pixels per pixel of this level along x and y (1 for the full image). */
  readonly ratioX: number;
  readonly ratioY: number;
  /** GDAL's internal transparency mask of this level (0 = no data), when the file has one. */
  readonly mask?: GeoTIFFImage;
}

/** A north-up affine geotransform (GDAL convention: origin at the top-left corner of pixel 0, 0). */
export interface AffineGeoref {
  readonly kind: 'affine';
  /** Top-left corner of pixel (0, 0) of level 0, in CRS units. */
  readonly originX: number;
  readonly originY: number;
  /** Level-0 pixel size in CRS units, both positive. */
  readonly resX: number;
  readonly resY: number;
}

/** Ground control points (Sentinel-1 GRD) and the polynomial GDAL fits to them. */
export interface GcpGeoref {
  readonly kind: 'gcp';
  readonly gcps: readonly GroundControlPoint[];
  readonly transform: GcpTransform;
}

/** How level-0 pixels are located in the source CRS. */
export type CogGeoref = AffineGeoref | GcpGeoref;

/** An opened (cloud optimised) GeoTIFF with its georeferencing. */
export interface CogSource {
  readonly href: string;
  /** EPSG code of the georeferencing (of the GCPs for a GCP raster). */
  readonly epsg: number;
  readonly georef: CogGeoref;
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

/** The GCPs of a GeoTIFF's ModelTiepoint tag (6 numbers each: i, j, k, x, y, z). */
function tiepointGcps(tiepoints: ArrayLike<number>, isPoint: boolean): GroundControlPoint[] {
  const gcps: GroundControlPoint[] = [];
  // PixelIsPoint: GDAL moves GCPs half a pixel so that they refer to pixel corners.
  const shift = isPoint ? 0.5 : 0;
  for (let k = 0; k + 5 < tiepoints.length; k += 6) {
    gcps.push({
      pixel: tiepoints[k]! + shift,
      line: tiepoints[k + 1]! + shift,
      x: tiepoints[k + 3]!,
      y: tiepoints[k + 4]!,
    });
  }
  return gcps;
}

function readGeoref(base: GeoTIFFImage, href: string, isPoint: boolean): CogGeoref {
  const directory = base.fileDirectory as Record<string, unknown>;
  const tiepoints = directory['ModelTiepoint'] as ArrayLike<number> | undefined;
  if (directory['ModelPixelScale'] && tiepoints && tiepoints.length >= 6) {
    const [rx, ry] = base.getResolution();
    const [ox, oy] = base.getOrigin();
    const resX = Math.abs(rx!);
    const resY = Math.abs(ry!);
    // PixelIsPoint rasters (Landsat): the tie point is a pixel centre; GDAL moves it half a pixel.
    return {
      kind: 'affine',
      originX: isPoint ? ox! - resX / 2 : ox!,
      originY: isPoint ? oy! + resY / 2 : oy!,
      resX,
      resY,
    };
  }
  if (tiepoints && tiepoints.length >= 18) {
    const gcps = tiepointGcps(tiepoints, isPoint);
    return { kind: 'gcp', gcps, transform: fitGcpTransform(gcps) };
  }
  throw new ImageryError(
    422,
    IMAGERY_ERROR_CODE.unsupported,
    `${href} has neither a geotransform nor enough ground control points`,
  );
}

async function load(href: string): Promise<CogSource> {
  return cogOfTiff(await openTiff(href), href);
}

const isMask = (image: GeoTIFFImage): boolean =>
  (Number(image.fileDirectory.NewSubfileType ?? 0) & 4) !== 0;

/**
 * The {@link CogSource} of an opened GeoTIFF (`href` names it in errors): its georeferencing, its
 * full image and overviews, finest first, each with its internal mask when it has one.
 */
export async function cogOfTiff(tiff: GeoTIFF, href: string): Promise<CogSource> {
  useNodeZlibDecoder();
  useBlockCache();
  const base = await tiff.getImage(0);
  const keys = base.getGeoKeys() as Record<string, number | undefined> | null;
  const epsg = keys?.['ProjectedCSTypeGeoKey'] ?? keys?.['GeographicTypeGeoKey'];
  if (!epsg) {
    throw new ImageryError(422, IMAGERY_ERROR_CODE.unsupported, `${href} has no EPSG code`);
  }
  const georef = readGeoref(base, href, keys?.['GTRasterTypeGeoKey'] === 2);
  const images: GeoTIFFImage[] = [];
  const count = await tiff.getImageCount();
  for (let i = 0; i < count; i++) images.push(i === 0 ? base : await tiff.getImage(i));
  // Transparency masks are not overviews: each belongs to the level of its size.
  const masks = images.filter((image, i) => i > 0 && isMask(image));
  const levels = images
    .filter((image, i) => i === 0 || !isMask(image))
    .map((image): CogLevel => {
      const width = image.getWidth();
      const height = image.getHeight();
      const mask = masks.find((m) => m.getWidth() === width && m.getHeight() === height);
      return {
        image,
        width,
        height,
        ratioX: base.getWidth() / width,
        ratioY: base.getHeight() / height,
        ...(mask ? { mask } : {}),
      };
    });
  levels.sort((a, b) => a.ratioX - b.ratioX);
  return { href, epsg, georef, levels, nodata: base.getGDALNoData() };
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
