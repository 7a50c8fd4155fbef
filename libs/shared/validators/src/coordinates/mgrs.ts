import * as mgrsModule from 'mgrs';
import type { LatLng } from '@unfurl/domain';
import type { FormatParse } from './coordinate-search';

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
    const [lng, lat] = mgrs.toPoint(ref);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw new Error('no point');
    return { kind: 'ok', position: { lat, lng } };
  } catch {
    return { kind: 'invalid', reason: `${ref} is not a valid MGRS reference.` };
  }
}

/** Formats a position as MGRS with the given digits per axis (5 = 1 m, the default). */
export function formatMgrs(position: LatLng, accuracy = 5): string {
  return mgrs.forward([position.lng, position.lat], accuracy);
}
