import type { Static } from '@sinclair/typebox';
import { CATEGORIES, DEFAULT_SORT_OPTION, LISTING_TYPES, SORT_OPTIONS } from '@unfurl/domain';
import type { SortOption } from '@unfurl/domain';
import type { ListingFilter, ListingSearch } from '@unfurl/api-db';
import { BadRequestError } from '@unfurl/api-http';
import type { ListingsQuerySchema } from '@unfurl/validators';
import { parseAoi } from './parse-aoi';

/** The validated query of `GET /v1/listings` (the wire schema's own type). */
export type ListingsQuery = Static<typeof ListingsQuerySchema>;

/** Its filters: what `GET /v1/listings/footprints` shares with the list. */
export type ListingsFilterQuery = Omit<ListingsQuery, 'limit' | 'offset'>;

/** Splits a comma-joined list, checks each value against `allowed`, or throws a 400 naming the field. */
export function parseCommaList(field: string, text: string, allowed: readonly string[]): string[] {
  const values = text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const unknown = values.filter((value) => !allowed.includes(value));
  if (unknown.length > 0) {
    throw new BadRequestError(
      `${field} has unknown value(s) ${unknown.join(', ')}; allowed: ${allowed.join(', ')}`,
    );
  }
  return [...new Set(values)];
}

/**
 * The database filter of a listing query: the one place the list and the footprints read their
 * filters (keywords trimmed here once, blank ones dropped; unknown values are 400s).
 */
export function toListingFilter(query: ListingsFilterQuery): ListingFilter {
  const orderBy = (query.orderBy?.toUpperCase() ?? DEFAULT_SORT_OPTION) as SortOption;
  if (!SORT_OPTIONS.includes(orderBy))
    throw new BadRequestError(`orderBy must be one of ${SORT_OPTIONS.join(', ')}`);
  const keywords = query.keywords?.trim();
  const categories = query.category
    ? parseCommaList('category', query.category.toLowerCase(), CATEGORIES)
    : [];
  const listingTypes = query.listingTypes
    ? parseCommaList('listingTypes', query.listingTypes.toUpperCase(), LISTING_TYPES)
    : [];
  return {
    orderBy,
    ...(keywords ? { keywords } : {}),
    ...(categories.length ? { categories } : {}),
    ...(query.aoi ? { aoiWkt: parseAoi(query.aoi) } : {}),
    ...(query.userId ? { userId: query.userId } : {}),
    ...(query.onlyMaps ? { onlyMaps: true } : {}),
    ...(listingTypes.length ? { listingTypes } : {}),
  };
}

/** The database search of `GET /v1/listings`: its filter and its page. */
export function toListingSearch({ limit, offset, ...filters }: ListingsQuery): ListingSearch {
  return { ...toListingFilter(filters), limit, offset };
}
