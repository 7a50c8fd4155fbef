import { UNRECOGNISED_COORDINATES, parseCoordinateSearch } from '@unfurl/validators';
import type { CoordinateFormat } from '@unfurl/validators';

/** Zoom the map flies to for a coordinate search. */
export const COORDINATE_SEARCH_ZOOM = 12;

/** What a search box entry means. */
export type SearchIntent =
  | { readonly kind: 'empty' }
  | {
      readonly kind: 'coordinates';
      readonly position: { readonly lat: number; readonly lng: number };
      readonly format: CoordinateFormat;
    }
  | { readonly kind: 'invalid-coordinates'; readonly reason: string }
  | { readonly kind: 'keywords'; readonly keywords: string };

/**
 * Reads a search box entry: coordinates in DMS, decimal, UTM or MGRS fly the map there;
 * a recognised format out of range gives its reason; anything else is a keyword search.
 */
export function interpretSearch(input: string): SearchIntent {
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  const parsed = parseCoordinateSearch(text);
  if (parsed.ok) return { kind: 'coordinates', position: parsed.position, format: parsed.format };
  if (parsed.reason !== UNRECOGNISED_COORDINATES)
    return { kind: 'invalid-coordinates', reason: parsed.reason };
  return { kind: 'keywords', keywords: text };
}
