import { Type } from '@sinclair/typebox';

/** The export's media type (RFC 7946). */
export const GEOJSON_MEDIA_TYPE = 'application/geo+json';

/**
 * Answer of `GET /v1/comments/listing/{id}/geojson`: a FeatureCollection of every annotation of
 * the thread; each feature's properties hold the annotation's own (style) and its comment's
 * `commentId`, `parentId`, `authorName`, `text` (lines joined by newlines) and `createdAt` (ISO).
 */
export const ThreadFeatureCollectionSchema = Type.Object(
  {
    type: Type.Literal('FeatureCollection'),
    features: Type.Array(
      Type.Object(
        {
          type: Type.Literal('Feature'),
          id: Type.String(),
          geometry: Type.Object({ type: Type.String() }, { additionalProperties: true }),
          properties: Type.Object(
            {
              commentId: Type.Integer(),
              parentId: Type.Union([Type.Integer(), Type.Null()]),
              authorName: Type.Union([Type.String(), Type.Null()]),
              text: Type.String(),
              createdAt: Type.String({ format: 'date-time' }),
            },
            { additionalProperties: true },
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { title: 'ThreadFeatureCollection' },
);
