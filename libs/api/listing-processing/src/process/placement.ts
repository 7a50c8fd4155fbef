import { IMAGE_CRS, isImageCrs, toWgs84From } from '../geo/crs';
import type { Footprint } from '../geo/footprint';
import { footprintOf, footprintOfGrid } from '../geo/footprint';
import { readFile, stat } from 'node:fs/promises';
import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';
import { FILE_KIND_LABEL } from '../sniff/file-kind';
import { kindOfSignature } from '../sniff/sniff-file';
import type { WorldFile } from '../sniff/world-file';
import {
  MAX_WORLD_FILE_BYTES,
  invalidWorldFile,
  parseWorldFile,
  worldFileToGeoTransform,
} from '../sniff/world-file';

/** A world file given as a file on disk or as its text. */
export type WorldFileSource = { readonly path: string } | { readonly text: string };

/** How an image is placed: a world file in a chosen coordinate system, or bounds set by the user. */
export type Placement =
  | { readonly worldFile: WorldFileSource; readonly crs: string }
  | { readonly bounds: readonly [number, number, number, number] };

/** True for a byte no world file holds: a control other than tab, line feed, carriage return. */
const isControl = (byte: number): boolean =>
  (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * A world file read (by content, never by name) and checked. Whatever is wrong with it (empty,
 * too long, an image, binary bytes, text that is not six numbers) is INVALID_WORLD_FILE "The
 * world file is not valid: ...", so the uploader knows it is the world file, not the image.
 */
export async function readWorldFile(source: WorldFileSource): Promise<WorldFile> {
  if ('text' in source) return parseWorldFile(source.text);
  const { size } = await stat(source.path);
  if (size === 0) throw invalidWorldFile('it is empty');
  if (size > MAX_WORLD_FILE_BYTES) throw invalidWorldFile('it is longer than a world file can be');
  const bytes = await readFile(source.path);
  const kind = kindOfSignature(bytes.subarray(0, 16));
  if (kind !== undefined) throw invalidWorldFile(`its content is ${FILE_KIND_LABEL[kind]}`);
  const body = bytes.subarray(0, 3).equals(BOM) ? bytes.subarray(3) : bytes;
  if (body.some(isControl)) throw invalidWorldFile('it is not text');
  return parseWorldFile(body.toString('latin1'));
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
): Promise<{ footprint: Footprint; worldFile?: WorldFile; crs?: keyof typeof IMAGE_CRS }> {
  if (!placement) {
    throw new ProcessingError(
      PROCESSING_ERROR_CODE.missingPlacement,
      'An image map needs a world file and a coordinate system, or bounds placed on the map.',
    );
  }
  if ('bounds' in placement) return { footprint: boundsFootprint(placement.bounds) };
  const crs = checkedCrs(placement.crs);
  const worldFile = await readWorldFile(placement.worldFile);
  const toWgs84 = toWgs84From({ proj4: IMAGE_CRS[crs] });
  const footprint = footprintOfGrid(width, height, worldFileToGeoTransform(worldFile), toWgs84);
  return { footprint, worldFile, crs };
}

/** The six lines of a world file. */
export function worldFileText(w: WorldFile): string {
  return `${[w.a, w.d, w.b, w.e, w.c, w.f].map((n) => String(n)).join('\n')}\n`;
}
