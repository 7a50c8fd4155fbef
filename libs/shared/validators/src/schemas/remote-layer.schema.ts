import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { LISTING_TYPE } from '@unfurl/domain';

const Text = (maxLength: number) => Type.String({ maxLength });

/** The listing types registered by URL (a subset of LISTING_TYPE). */
const REMOTE_LAYER_TYPES = [
  LISTING_TYPE.TILE_LAYER,
  LISTING_TYPE.EXTERNAL_TILE_LAYER,
  LISTING_TYPE.WMS,
  LISTING_TYPE.WMTS,
] as const;

/** Body of `POST /v1/listings/remote-layer`: the layer's type and URL, and the listing's metadata. */
export const RemoteLayerRequestSchema = Type.Object({
  type: Type.Union(REMOTE_LAYER_TYPES.map((value) => Type.Literal(value))),
  url: Type.String({ minLength: 1, maxLength: 2000 }),
  layer: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  metadata: Type.Object({
    title: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.Optional(Text(5000)),
    tags: Type.Optional(Type.Array(Text(50), { maxItems: 30 })),
    categories: Type.Optional(Type.Array(Text(50), { maxItems: 16 })),
    bounds: Type.Optional(Type.Array(Type.Number(), { minItems: 4, maxItems: 4 })),
  }),
});

// Unsafe only narrows the static types to the readonly arrays the server holds; the JSON schema is
// the plain array.
const ReadonlyStrings = () => Type.Unsafe<readonly string[]>(Type.Array(Type.String()));

/** The layer a remote layer listing draws (`GET /v1/listings/{id}/remote-layer`). */
export const RemoteLayerSchema = Type.Object(
  {
    type: Type.Union(REMOTE_LAYER_TYPES.map((value) => Type.Literal(value))),
    url: Type.String(),
    layer: Type.Optional(Type.String()),
    title: Type.Optional(Type.String()),
    version: Type.Optional(Type.String()),
    crs: Type.Optional(ReadonlyStrings()),
    formats: Type.Optional(ReadonlyStrings()),
    tileMatrixSets: Type.Optional(ReadonlyStrings()),
    template: Type.Optional(Type.String()),
    bbox: Type.Unsafe<readonly [west: number, south: number, east: number, north: number]>(
      Type.Array(Type.Number(), { minItems: 4, maxItems: 4 }),
    ),
  },
  { title: 'RemoteLayer' },
);

/** Answer of `POST /v1/listings/remote-layer`: the ready listing and its layer. */
export const RemoteLayerCreatedSchema = Type.Object({
  listingId: Type.Integer(),
  status: Type.String(),
  layer: RemoteLayerSchema,
});

/** Wire type of {@link RemoteLayerRequestSchema}. */
export type RemoteLayerRequestWire = Static<typeof RemoteLayerRequestSchema>;
/** Wire type of {@link RemoteLayerSchema}. */
export type RemoteLayerWire = Static<typeof RemoteLayerSchema>;
/** Wire type of {@link RemoteLayerCreatedSchema}. */
export type RemoteLayerCreatedWire = Static<typeof RemoteLayerCreatedSchema>;
