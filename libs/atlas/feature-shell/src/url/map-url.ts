import { CARRIED_QUERY_KEYS, formatPos, parsePos, stripLegacyImageryKeys } from '@unfurl/domain';
import type { MapPos } from '@unfurl/domain';
import { DEFAULT_BASEMAP, toBasemap } from '@unfurl/map-ol';
import type { Basemap } from '@unfurl/map-ol';
import { BROWSE_QUERY_KEYS } from './browse-url';

/** The map state carried in the address: `pos` and `basemap` (2§2). */
export interface MapUrlState {
  readonly pos: MapPos | undefined;
  readonly basemap: Basemap;
}

function params(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

function toSearch(query: URLSearchParams): string {
  const text = query.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** Reads `pos` (lat,lng,zoom) and `basemap` from a query string; unknown values are ignored. */
export function readMapUrlState(search: string): MapUrlState {
  const query = params(search);
  return { pos: parsePos(query.get('pos')), basemap: toBasemap(query.get('basemap')) };
}

/**
 * The query string with `pos` (zoom kept to 2 decimals, R-145) and `basemap` set; the default
 * basemap is left out. Other keys are kept in their order.
 */
export function writeMapUrlState(search: string, state: Partial<MapUrlState>): string {
  const query = params(search);
  if (state.pos) query.set('pos', formatPos(roundPos(state.pos)));
  if (state.basemap !== undefined) {
    if (state.basemap === DEFAULT_BASEMAP) query.delete('basemap');
    else query.set('basemap', state.basemap);
  }
  return toSearch(query);
}

/** Rounds lat/lng to 6 decimals (about 10 cm) so the address stays short. */
function roundPos(pos: MapPos): MapPos {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { lat: round(pos.lat), lng: round(pos.lng), zoom: pos.zoom };
}

/** The browse search keys, carried between the maps pages (results, a map, back to results). */
const BROWSE_KEYS: readonly string[] = Object.values(BROWSE_QUERY_KEYS);

const isMapsPath = (path: string) => path === '/maps' || path.startsWith('/maps/');

/**
 * The address to navigate to: `to` (path with optional query) plus `pos` and `basemap` carried
 * from the current query unless `to` sets them itself; within the maps pages the browse
 * search (keywords, filters, sort) comes along too.
 */
export function carryMapQuery(currentSearch: string, to: string): string {
  const [path = '', ownQuery = ''] = to.split('?', 2);
  const query = params(ownQuery);
  const current = params(currentSearch);
  const carried = isMapsPath(path) ? [...CARRIED_QUERY_KEYS, ...BROWSE_KEYS] : CARRIED_QUERY_KEYS;
  for (const key of carried) {
    const value = current.get(key);
    if (value !== null && !query.has(key)) query.set(key, value);
  }
  return `${path}${toSearch(query)}`;
}

/** The query string without the old imagery-search keys, with a leading '?' if any. */
export function withoutLegacyKeys(search: string): string {
  const rest = stripLegacyImageryKeys(search);
  return rest ? `?${rest}` : '';
}

/** True when the query string holds any old imagery-search key. */
export function hasLegacyKeys(search: string): boolean {
  return withoutLegacyKeys(search) !== (search === '?' ? '' : search);
}

/** The address of a map page: /maps/{seoTitle} keeping the query string. */
export function listingAddress(seoTitle: string, search: string): string {
  return `/maps/${encodeURIComponent(seoTitle)}${withoutLegacyKeys(search)}`;
}
