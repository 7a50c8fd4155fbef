// The client's types of the area follow calls and the thread export, derived from the TypeBox
// schemas of @unfurl/validators (as wire.ts derives the others).
import type { Static } from '@sinclair/typebox';
import type {
  AreaFollowListSchema,
  AreaFollowSchema,
  CreateAreaFollowBodySchema,
  ThreadFeatureCollectionSchema,
  UpdateAreaFollowBodySchema,
} from '@unfurl/validators';
import type { Answer, WireInput } from './wire';

/** A followed area as the API answers it. */
export type AreaFollow = Answer<Static<typeof AreaFollowSchema>>;
/** Answer of `GET /v1/area-follows`: the caller's areas, newest first, and their count. */
export type AreaFollowList = Answer<Static<typeof AreaFollowListSchema>>;
/** Body of `POST /v1/area-follows`: name, Polygon or MultiPolygon, what to watch. */
export type NewAreaFollow = WireInput<Static<typeof CreateAreaFollowBodySchema>>;
/** Body of `PUT /v1/area-follows/{id}`: the fields to change. */
export type AreaFollowChanges = WireInput<Static<typeof UpdateAreaFollowBodySchema>>;
/** Answer of `GET /v1/comments/listing/{id}/geojson`: the thread's annotations. */
export type ThreadFeatureCollection = Answer<Static<typeof ThreadFeatureCollectionSchema>>;
/** What an area watches: `listings` or a satellite type whose newer scenes notify. */
export type AreaWatch = NewAreaFollow['watch'][number];
