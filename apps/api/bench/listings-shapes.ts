// The searches of issue #13 that `npm run bench:listings` times and listings-explain.ts explains.
import type { ListingSearch } from '@unfurl/api-db';
import { toListingSearch } from '@unfurl/api-feature-listings';

const EUROPE = 'POLYGON((0 40,20 40,20 55,0 55,0 40))';

/** One search shape: its name and its query string (before `limit=20`). */
export interface ListingShape {
  readonly name: string;
  readonly query: Readonly<Record<string, string>>;
}

/** The shapes, the one common word (~3 % of all rows) among them. */
export const LISTING_SHAPES: readonly ListingShape[] = [
  { name: 'keyword', query: { keywords: 'glacier iceland' } },
  { name: 'one common word', query: { keywords: 'glacier' } },
  { name: 'category', query: { category: 'history' } },
  { name: 'aoi', query: { aoi: EUROPE } },
  {
    name: 'aoi+keyword+category',
    query: { aoi: EUROPE, keywords: 'flood', category: 'environment' },
  },
  { name: 'newest, offset 100000', query: { orderBy: 'NEWEST', offset: '100000' } },
];

/** The query string the bench sends for a shape. */
export function shapeQuery(shape: ListingShape): Record<string, string> {
  return { limit: '20', ...shape.query };
}

/** The search the route makes of a shape's query string. */
export function shapeSearch(shape: ListingShape): ListingSearch {
  return toListingSearch({
    limit: 20,
    offset: Number(shape.query['offset'] ?? 0),
    ...shape.query,
  } as never);
}
