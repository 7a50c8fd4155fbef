import type { LatLng } from '@unfurl/domain';
import { parseDecimalLatLng } from './decimal';
import { parseDms } from './dms';
import { parseMgrs } from './mgrs';
import { parseUtm } from './utm';

/** The coordinate formats the search box understands (1§5). */
export const COORDINATE_FORMAT = {
  DMS: 'DMS',
  DECIMAL: 'DECIMAL',
  UTM: 'UTM',
  MGRS: 'MGRS',
} as const;

/** One coordinate format. */
export type CoordinateFormat = (typeof COORDINATE_FORMAT)[keyof typeof COORDINATE_FORMAT];

/** Result of {@link parseCoordinateSearch}. */
export type CoordinateSearchResult =
  | { readonly ok: true; readonly position: LatLng; readonly format: CoordinateFormat }
  | { readonly ok: false; readonly reason: string };

/** Outcome of one format's parser: no match (try the next), a position, or a match with a problem. */
export type FormatParse =
  | { readonly kind: 'no-match' }
  | { readonly kind: 'ok'; readonly position: LatLng }
  | { readonly kind: 'invalid'; readonly reason: string };

/** Reason given when the text looks like no supported format. */
export const UNRECOGNISED_COORDINATES =
  'Not a recognised coordinate. Use lat,lng (e.g. 40.44,-79.98), degrees-minutes-seconds ' +
  '(40°26\'46"N 79°58\'56"W), UTM (17T 630084 4833438) or MGRS (4QFJ12345678).';

const PARSERS: ReadonlyArray<readonly [CoordinateFormat, (input: string) => FormatParse]> = [
  [COORDINATE_FORMAT.DECIMAL, parseDecimalLatLng],
  [COORDINATE_FORMAT.MGRS, parseMgrs],
  [COORDINATE_FORMAT.UTM, parseUtm],
  [COORDINATE_FORMAT.DMS, parseDms],
];

/**
 * Reads a coordinate typed into the search box (R-108..R-114): decimal "lat,lng" or "lat lng",
 * degrees-minutes-seconds pairs, UTM (zone + band or hemisphere, easting, northing) or MGRS.
 * The first format that recognises the text decides; its range problems become the reason.
 */
export function parseCoordinateSearch(input: string): CoordinateSearchResult {
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'Enter a coordinate.' };
  for (const [format, parse] of PARSERS) {
    const result = parse(text);
    if (result.kind === 'ok') return { ok: true, position: result.position, format };
    if (result.kind === 'invalid') return { ok: false, reason: result.reason };
  }
  return { ok: false, reason: UNRECOGNISED_COORDINATES };
}

/** True when the text parses as a coordinate in any supported format. */
export function looksLikeCoordinate(input: string): boolean {
  return parseCoordinateSearch(input).ok;
}
