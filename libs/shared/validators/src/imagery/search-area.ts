import { MAX_IMAGE_PIXELS, MESSAGES, PIXEL_RESOLUTIONS } from '@unfurl/domain';
import type { LatLng } from '@unfurl/domain';

/** Mean Earth radius in metres. */
const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** A drawn search area by its south-west and north-east corners. */
export interface SearchArea {
  readonly sw: LatLng;
  readonly ne: LatLng;
}

/** Result of {@link checkSearchArea}. */
export type SearchAreaResult =
  | {
      readonly ok: true;
      /** Metres per pixel chosen: the best that fits in 2500 px per side. */
      readonly resolution: number;
      readonly widthPx: number;
      readonly heightPx: number;
    }
  | { readonly ok: false; readonly reason: string };

/** Width (east-west, at the middle latitude) and height of an area in metres. */
export function areaSizeMetres(area: SearchArea): { widthM: number; heightM: number } {
  const midLat = ((area.sw.lat + area.ne.lat) / 2) * RAD;
  const dLng = Math.abs(area.ne.lng - area.sw.lng) * RAD;
  const dLat = Math.abs(area.ne.lat - area.sw.lat) * RAD;
  return { widthM: EARTH_RADIUS_M * dLng * Math.cos(midLat), heightM: EARTH_RADIUS_M * dLat };
}

/**
 * The area-too-big message for an image of the given pixel size (2§5, rulings 6 and 9): each side
 * may be at most 2500 px; undefined when the image fits.
 */
export function imageSizeProblem(widthPx: number, heightPx: number): string | undefined {
  const tooWide = widthPx > MAX_IMAGE_PIXELS;
  const tooTall = heightPx > MAX_IMAGE_PIXELS;
  if (tooWide && tooTall) return MESSAGES.reduceBoth;
  if (tooTall) return MESSAGES.reduceHeight;
  if (tooWide) return MESSAGES.reduceWidth;
  return undefined;
}

/**
 * Checks a drawn search area (2§5): non-numeric corners give 'Invalid coordinates detected.';
 * corners sharing a longitude or latitude give the single-point message; otherwise the best of
 * the resolutions (default 10, 20, 50, 100 m) at which both sides fit in 2500 px is chosen, and
 * if none fits the area-too-big message names the side(s) to reduce.
 */
export function checkSearchArea(
  area: SearchArea,
  resolutions: readonly number[] = PIXEL_RESOLUTIONS,
): SearchAreaResult {
  const values = [area.sw.lat, area.sw.lng, area.ne.lat, area.ne.lng];
  if (!values.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    return { ok: false, reason: MESSAGES.invalidCoordinates };
  }
  if (area.sw.lng === area.ne.lng || area.sw.lat === area.ne.lat) {
    return { ok: false, reason: MESSAGES.singlePoint };
  }
  const { widthM, heightM } = areaSizeMetres(area);
  for (const resolution of resolutions) {
    const widthPx = Math.round(widthM / resolution);
    const heightPx = Math.round(heightM / resolution);
    if (!imageSizeProblem(widthPx, heightPx)) return { ok: true, resolution, widthPx, heightPx };
  }
  const coarsest = resolutions.at(-1) ?? 100;
  const reason = imageSizeProblem(Math.round(widthM / coarsest), Math.round(heightM / coarsest));
  return { ok: false, reason: reason ?? MESSAGES.reduceBoth };
}
