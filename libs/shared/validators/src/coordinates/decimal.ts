import type { FormatParse } from './coordinate-search';

const DECIMAL = /^([+-]?\d+(?:\.\d+)?|[+-]?\.\d+)\s*(?:,\s*|\s+)([+-]?\d+(?:\.\d+)?|[+-]?\.\d+)$/;

/**
 * Decimal "lat,lng" or "lat lng". Latitude strictly between -90 and 90,
 * longitude strictly between -180 and 180.
 */
export function parseDecimalLatLng(text: string): FormatParse {
  const match = DECIMAL.exec(text);
  if (!match) return { kind: 'no-match' };
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (!(lat > -90 && lat < 90)) {
    return { kind: 'invalid', reason: 'Latitude must be between -90 and 90.' };
  }
  if (!(lng > -180 && lng < 180)) {
    return { kind: 'invalid', reason: 'Longitude must be between -180 and 180.' };
  }
  return { kind: 'ok', position: { lat: lat + 0, lng: lng + 0 } };
}
