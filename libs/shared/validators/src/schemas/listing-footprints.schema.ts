import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { FOOTPRINTS_MAX, LISTING_TYPES } from '@unfurl/domain';
import type { ListingFootprint, ListingFootprints } from '@unfurl/domain';
import { ListingsQuerySchema } from './listing.schema';
import { StringEnum } from './string-enum.schema';

/**
 * Query of `GET /v1/listings/footprints`: the filters of `GET /v1/listings` (same names, same
 * checks) and a row cap instead of a page.
 */
export const ListingFootprintsQuerySchema = Type.Composite([
  Type.Omit(ListingsQuerySchema, ['limit', 'offset']),
  Type.Object({
    limit: Type.Integer({
      minimum: 1,
      maximum: FOOTPRINTS_MAX,
      default: FOOTPRINTS_MAX,
      description: `Most rows (default and maximum ${FOOTPRINTS_MAX}); more matches set truncated.`,
    }),
  }),
]);

const Degrees = (description: string) => Type.Number({ description });

/** One compact footprint: `[id, listingType, west, south, east, north]` (EPSG:4326 degrees). */
export const ListingFootprintSchema = Type.Tuple(
  [
    Type.Integer({ description: 'Listing id.' }),
    StringEnum(LISTING_TYPES),
    Degrees('West (min longitude).'),
    Degrees('South (min latitude).'),
    Degrees('East (max longitude).'),
    Degrees('North (max latitude).'),
  ],
  { title: 'ListingFootprint' },
);

/** Response of `GET /v1/listings/footprints`. */
export const ListingFootprintsSchema = Type.Object(
  {
    // Unsafe only narrows the static type to the domain's readonly rows (what the db layer
    // returns); the JSON schema is the plain array of tuples.
    footprints: Type.Unsafe<readonly ListingFootprint[]>(
      Type.Array(ListingFootprintSchema, {
        description: 'Every match in the order of GET /v1/listings, up to `limit`.',
      }),
    ),
    truncated: Type.Boolean({ description: 'True when more listings matched than `limit`.' }),
  },
  { title: 'ListingFootprints' },
);

// Compile-time check: the runtime schema produces exactly the wire type of @unfurl/domain.
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Writable<T> = { -readonly [K in keyof T]: T[K] };
const matches: Equal<Static<typeof ListingFootprintsSchema>, Writable<ListingFootprints>> = true;
void matches;
