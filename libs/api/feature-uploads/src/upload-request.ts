import { claimedKind, isImageCrs } from '@unfurl/api-listing-processing';
import { BadRequestError, HttpError } from '@unfurl/api-http';
import { isCategory } from '@unfurl/domain';
import type { UploadRequestWire } from '@unfurl/validators';
import { UPLOAD_ERROR_CODE } from './upload-error-code';

const TYPE_OF_KIND = { tiff: 'COG', jpeg: 'IMAGE', png: 'IMAGE', gif: 'GIF' } as const;

/** What a checked upload request becomes: the listing type and its placement. */
export interface CheckedUpload {
  readonly listingType: 'COG' | 'IMAGE' | 'GIF' | 'LO_FI';
  readonly bounds: [number, number, number, number] | undefined;
  readonly categories: string[];
  readonly tags: string[];
}

/**
 * Checks an upload request beyond its schema: a supported file (415 otherwise), a world file
 * with its coordinate system or bounds where the format needs a placement, bounds in degrees,
 * known categories. A JPEG or PNG placed by bounds rather than a world file is a LO_FI map (1§3).
 */
export function checkUploadRequest(body: UploadRequestWire): CheckedUpload {
  const { metadata } = body;
  const kind = claimedKind(body.filename);
  if (kind === undefined || kind === 'world-file') {
    throw new HttpError(
      415,
      UPLOAD_ERROR_CODE.unsupportedFile,
      'Upload a GeoTIFF (.tif), a JPEG or PNG with a world file, or a GIF.',
    );
  }
  const worldfile = body.worldfile !== undefined;
  if (worldfile && claimedKind(body.worldfile ?? '') !== 'world-file') {
    throw new BadRequestError(
      'The world file must be a .jgw, .pgw, .wld or .tfw file.',
      UPLOAD_ERROR_CODE.unsupportedFile,
    );
  }
  if (worldfile && !isImageCrs(metadata.crs ?? '')) {
    throw new BadRequestError(
      'Choose the coordinate system of the world file: EPSG:3395, EPSG:3857 or EPSG:4326.',
      UPLOAD_ERROR_CODE.missingPlacement,
    );
  }
  const bounds = metadata.bounds as [number, number, number, number] | undefined;
  const image = kind === 'jpeg' || kind === 'png';
  if (image && !worldfile && bounds === undefined) {
    throw new BadRequestError(
      'A JPEG or PNG map needs its world file (.jgw, .pgw, .wld), or its bounds placed on the map.',
      UPLOAD_ERROR_CODE.missingPlacement,
    );
  }
  if (kind === 'gif' && !worldfile && bounds === undefined) {
    throw new BadRequestError(
      'Place the GIF map: send a world file with its coordinate system, or its bounds.',
      UPLOAD_ERROR_CODE.missingPlacement,
    );
  }
  if (bounds !== undefined && !isLonLatBox(bounds)) {
    throw new BadRequestError('Bounds must be [west, south, east, north] in degrees.');
  }
  return {
    listingType: image && !worldfile ? 'LO_FI' : TYPE_OF_KIND[kind],
    bounds,
    categories: checkedCategories(metadata.categories),
    tags: cleanTags(metadata.tags),
  };
}

/** Lower-cased categories; an unknown one is a 400. */
export function checkedCategories(values: readonly string[] | undefined): string[] {
  const categories = (values ?? []).map((value) => value.toLowerCase());
  const unknown = categories.find((value) => !isCategory(value));
  if (unknown !== undefined) throw new BadRequestError(`Unknown category: ${unknown}`);
  return categories;
}

/** Tags without a leading '#', trimmed, blanks dropped. */
export function cleanTags(values: readonly string[] | undefined): string[] {
  return (values ?? []).map((tag) => tag.replace(/^#/, '').trim()).filter(Boolean);
}

function isLonLatBox([west, south, east, north]: [number, number, number, number]): boolean {
  return west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north;
}
