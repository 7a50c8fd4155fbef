import { IMAGE_CRS, isImageCrs, toWgs84From } from '../geo/crs';
import type { Footprint } from '../geo/footprint';
import { footprintOf, footprintOfGrid } from '../geo/footprint';
import type { ProcessingLimits } from '../limits';
import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';
import { FILE_KIND } from '../sniff/file-kind';
import { sniffFile } from '../sniff/sniff-file';
import type { WorldFile } from '../sniff/world-file';
import { parseWorldFile, worldFileToGeoTransform } from '../sniff/world-file';

/** A world file given as a file on disk or as its text. */
export type WorldFileSource = { readonly path: string } | { readonly text: string };

/** How an image is placed: a world file in a chosen coordinate system, or bounds set by the user. */
export type Placement =
  | { readonly worldFile: WorldFileSource; readonly crs: string }
  | { readonly bounds: readonly [number, number, number, number] };

/** A world file read (by content, never by name) and checked. */
export async function readWorldFile(
  source: WorldFileSource,
  limits: ProcessingLimits,
): Promise<WorldFile> {
  if ('text' in source) return parseWorldFile(source.text);
  const sniffed = await sniffFile(source.path, { limits, expect: [FILE_KIND.worldFile] });
  if (sniffed.kind !== FILE_KIND.worldFile) throw new Error('unreachable: not a world file');
  return sniffed.worldFile;
}

/** The chosen coordinate system, checked against EPSG:3395, EPSG:3857 and EPSG:4326. */
export function checkedCrs(crs: string): keyof typeof IMAGE_CRS {
  const code = crs.trim().toUpperCase();
  if (!isImageCrs(code)) {
    throw new ProcessingError(
      PROCESSING_ERROR_CODE.unsupportedCrs,
      `The coordinate system '${crs}' is not one of ${Object.keys(IMAGE_CRS).join(', ')}.`,
    );
  }
  return code;
}

/** Bounds [west, south, east, north] in degrees, checked. */
function boundsFootprint(bounds: readonly [number, number, number, number]): Footprint {
  const [w, s, e, n] = bounds;
  const ok =
    bounds.every(Number.isFinite) && w < e && s < n && s >= -90 && n <= 90 && w >= -180 && e <= 180;
  if (!ok) {
    throw new ProcessingError(
      PROCESSING_ERROR_CODE.missingPlacement,
      'The map bounds must be west < east within -180..180 and south < north within -90..90.',
    );
  }
  return footprintOf([
    [w, s],
    [e, s],
    [e, n],
    [w, n],
  ]);
}

/** Where a width × height image lies, with its world file when it has one. */
export async function placeImage(
  width: number,
  height: number,
  placement: Placement | undefined,
  limits: ProcessingLimits,
): Promise<{ footprint: Footprint; worldFile?: WorldFile; crs?: keyof typeof IMAGE_CRS }> {
  if (!placement) {
    throw new ProcessingError(
      PROCESSING_ERROR_CODE.missingPlacement,
      'An image map needs a world file and a coordinate system, or bounds placed on the map.',
    );
  }
  if ('bounds' in placement) return { footprint: boundsFootprint(placement.bounds) };
  const crs = checkedCrs(placement.crs);
  const worldFile = await readWorldFile(placement.worldFile, limits);
  const toWgs84 = toWgs84From({ proj4: IMAGE_CRS[crs] });
  const footprint = footprintOfGrid(width, height, worldFileToGeoTransform(worldFile), toWgs84);
  return { footprint, worldFile, crs };
}

/** The six lines of a world file. */
export function worldFileText(w: WorldFile): string {
  return `${[w.a, w.d, w.b, w.e, w.c, w.f].map((n) => String(n)).join('\n')}\n`;
}
