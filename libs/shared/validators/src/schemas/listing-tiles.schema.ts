import { Type } from '@sinclair/typebox';

const TileNumber = (description: string) =>
  Type.String({ minLength: 1, maxLength: 12, description });

/** Params of `GET /listing-tiles/{id}/{z}/{x}/{y}.png`. */
export const ListingTileParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  z: TileNumber('Zoom level, 0..24.'),
  x: TileNumber('Column from the west, 0..2^z − 1.'),
  y: TileNumber('Row from the north, 0..2^z − 1 (the path ends in .png).'),
});

/** Query of `GET /listing-tiles/{id}/{z}/{x}/{y}.png`: the file-link tenant and reader (2§7). */
export const ListingTileQuerySchema = Type.Object({
  subdomain: Type.Optional(Type.String({ maxLength: 63 })),
  authorization: Type.Optional(
    Type.String({ maxLength: 4096, description: 'An id token: members reach private listings.' }),
  ),
  v: Type.Optional(
    Type.String({
      maxLength: 32,
      description: "The listing's version (its updatedAt): a new one after a change skips caches.",
    }),
  ),
});
