import { CATEGORIES, DEFAULT_SORT_OPTION, LISTING_TYPES, SORT_OPTIONS } from '@unfurl/domain';
import type { SortOption } from '@unfurl/domain';
import type { ListingSearch } from '@unfurl/api-db';
import { parseAoi } from './parse-aoi';
import { BadRequestError } from '@unfurl/api-http';

/** `GET /v1/listings` query after JSON-schema validation (types and ranges already checked). */
export interface ListingsQueryInput {
  readonly limit: number;
  readonly offset: number;
  readonly keywords?: string;
  readonly category?: string;
  readonly aoi?: string;
  readonly orderBy?: string;
  readonly userId?: string;
  readonly onlyMaps?: boolean;
  readonly listingTypes?: string;
}

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

/** Turns the validated query into a database search. */
export function toListingSearch(query: ListingsQueryInput): ListingSearch {
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
    limit: query.limit,
    offset: query.offset,
    orderBy,
    ...(keywords ? { keywords } : {}),
    ...(categories.length ? { categories } : {}),
    ...(query.aoi ? { aoiWkt: parseAoi(query.aoi) } : {}),
    ...(query.userId ? { userId: query.userId } : {}),
    ...(query.onlyMaps ? { onlyMaps: true } : {}),
    ...(listingTypes.length ? { listingTypes } : {}),
  };
}
