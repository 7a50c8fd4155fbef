import proj4 from 'proj4';
import type { LatLng } from '@unfurl/domain';
import type { FormatParse } from './coordinate-search';

const UTM =
  /^(\d{1,2})\s*([C-HJ-NP-X])\s+(\d+(?:\.\d+)?)\s*(?:m\s*)?(?:E\s+|,\s*|\s+)(\d+(?:\.\d+)?)\s*(?:m\s*)?N?$/i;

/** Latitude band letters from 80°S northwards, 8° each (X is 12°). */
const BANDS = 'CDEFGHJKLMNPQRSTUVWX';

/** A UTM position: zone 1..60, hemisphere, easting and northing in metres. */
export interface UtmPosition {
  readonly zone: number;
  readonly hemisphere: 'N' | 'S';
  readonly easting: number;
  readonly northing: number;
}

function utmDefinition(zone: number, hemisphere: 'N' | 'S'): string {
  return `+proj=utm +zone=${zone}${hemisphere === 'S' ? ' +south' : ''} +datum=WGS84 +units=m +no_defs`;
}

/** Converts UTM to WGS84 with proj4. */
export function utmToLatLng(utm: UtmPosition): LatLng {
  const [lng = NaN, lat = NaN] = proj4(utmDefinition(utm.zone, utm.hemisphere), 'EPSG:4326', [
    utm.easting,
    utm.northing,
  ]);
  return { lat, lng };
}

/**
 * The standard UTM zone of a position: 6° zones from 180°W, with the exceptions of the standard
 * (as GeographicLib's `UTMUPS::StandardZone`): south-west Norway (band V, 3°E..12°E) is zone 32,
 * and Svalbard (band X, 0°E..42°E) uses zones 31, 33, 35 and 37 only. Longitude 180° is zone 1.
 */
export function standardUtmZone(position: LatLng): number {
  const lng = ((((position.lng + 180) % 360) + 360) % 360) - 180;
  const ilng = Math.floor(lng);
  let zone = Math.min(60, Math.floor((ilng + 180) / 6) + 1);
  const band = utmBand(position.lat);
  if (band === 'V' && zone === 31 && ilng >= 3) zone = 32;
  else if (band === 'X' && ilng >= 0 && ilng < 42) zone = 2 * Math.floor((ilng + 183) / 12) + 1;
  return zone;
}

/** Converts WGS84 to UTM in the position's standard zone ({@link standardUtmZone}). */
export function latLngToUtm(position: LatLng): UtmPosition {
  return latLngToUtmInZone(position, standardUtmZone(position), position.lat < 0 ? 'S' : 'N');
}

/** Converts WGS84 to UTM in a given zone and hemisphere (a zone may be extended past its edge). */
export function latLngToUtmInZone(
  position: LatLng,
  zone: number,
  hemisphere: 'N' | 'S',
): UtmPosition {
  const [easting = NaN, northing = NaN] = proj4('EPSG:4326', utmDefinition(zone, hemisphere), [
    position.lng,
    position.lat,
  ]);
  return { zone, hemisphere, easting, northing };
}

/** Band letter of a latitude (-80..84), or undefined outside the UTM range. */
export function utmBand(lat: number): string | undefined {
  if (lat < -80 || lat > 84) return undefined;
  return BANDS[Math.min(19, Math.floor((lat + 80) / 8))];
}

function inBand(lat: number, band: string): boolean {
  return utmBand(lat) === band;
}

/**
 * UTM such as `17T 630084 4833438` or `33N 500000 4649776`: zone, then a latitude band
 * letter or a hemisphere letter N/S, easting, northing. `S` is ambiguous (band S is northern):
 * it is read as band S when the northern reading falls in that band, else as the south hemisphere.
 */
export function parseUtm(text: string): FormatParse {
  const match = UTM.exec(text);
  if (!match) return { kind: 'no-match' };
  const zone = Number(match[1]);
  const letter = (match[2] ?? '').toUpperCase();
  const easting = Number(match[3]);
  const northing = Number(match[4]);
  if (zone < 1 || zone > 60) return { kind: 'invalid', reason: 'UTM zone must be 1 to 60.' };
  if (easting < 100000 || easting > 900000) {
    return { kind: 'invalid', reason: 'UTM easting must be between 100000 and 900000 metres.' };
  }
  if (northing < 0 || northing > 10000000) {
    return { kind: 'invalid', reason: 'UTM northing must be between 0 and 10000000 metres.' };
  }
  let position = utmToLatLng({ zone, hemisphere: letter >= 'N' ? 'N' : 'S', easting, northing });
  if (letter === 'S' && !inBand(position.lat, 'S')) {
    position = utmToLatLng({ zone, hemisphere: 'S', easting, northing });
  }
  if (!Number.isFinite(position.lat) || !Number.isFinite(position.lng)) {
    return { kind: 'invalid', reason: 'That UTM coordinate is outside the UTM grid.' };
  }
  return { kind: 'ok', position };
}
