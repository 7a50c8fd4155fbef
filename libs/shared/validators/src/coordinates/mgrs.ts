import * as mgrsModule from 'mgrs';
import type { LatLng } from '@unfurl/domain';
import type { FormatParse } from './coordinate-search';
import { latLngToUtmInZone, utmToLatLng } from './utm';

// mgrs ships a UMD main and an ESM module: bundlers give named exports, Node gives `default`.
type MgrsApi = typeof mgrsModule;
const mgrs: MgrsApi = (mgrsModule as unknown as { default?: MgrsApi }).default ?? mgrsModule;

const MGRS = /^(\d{1,2})\s*([C-HJ-NP-X])\s*([A-HJ-NP-Z])([A-HJ-NP-V])\s*(\d*)\s*(\d*)$/i;

/**
 * MGRS such as `4QFJ12345678` or `4Q FJ 1234 5678`: zone 1..60, band, the 100 km square,
 * then an even number of digits (0..10), easting half first. The position is the centre of the
 * square the digits name.
 */
export function parseMgrs(text: string): FormatParse {
  const match = MGRS.exec(text);
  if (!match) return { kind: 'no-match' };
  const [, zoneText = '', band = '', col = '', row = '', first = '', second = ''] = match;
  const zone = Number(zoneText);
  if (zone < 1 || zone > 60) return { kind: 'invalid', reason: 'MGRS zone must be 1 to 60.' };
  const digits = first + second;
  if (digits.length % 2 !== 0 || digits.length > 10 || (second && first.length !== second.length)) {
    return {
      kind: 'invalid',
      reason: 'MGRS needs an even number of digits (up to 10): easting then northing.',
    };
  }
  const ref = `${zone}${band}${col}${row}${digits}`.toUpperCase();
  try {
    // The square's south-west corner, then its centre in UTM metres (as GeographicLib takes it:
    // the middle of the grid square, not the middle of its corners' latitudes and longitudes).
    const [west = NaN, south = NaN] = mgrs.inverse(ref);
    if (!Number.isFinite(west) || !Number.isFinite(south)) throw new Error('no point');
    const hemisphere = band.toUpperCase() >= 'N' ? 'N' : 'S';
    const corner = latLngToUtmInZone({ lat: south, lng: west }, zone, hemisphere);
    const half = 10 ** (5 - digits.length / 2) / 2;
    const position = utmToLatLng({
      zone,
      hemisphere,
      easting: Math.round(corner.easting) + half,
      northing: Math.round(corner.northing) + half,
    });
    if (!Number.isFinite(position.lat) || !Number.isFinite(position.lng))
      throw new Error('no point');
    return { kind: 'ok', position };
  } catch {
    return { kind: 'invalid', reason: `${ref} is not a valid MGRS reference.` };
  }
}

/** Formats a position as MGRS with the given digits per axis (5 = 1 m, the default). */
export function formatMgrs(position: LatLng, accuracy = 5): string {
  return mgrs.forward([position.lng, position.lat], accuracy);
}
