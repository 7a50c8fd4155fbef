// The client's types of the analytics calls, derived from the TypeBox schemas of
// @unfurl/validators (as wire.ts derives the others).
import type { Static } from '@sinclair/typebox';
import type {
  GenericEventBodySchema,
  ImageryEventBodySchema,
  ListingEventBodySchema,
} from '@unfurl/validators';
import type { WireInput } from './wire';

/** Body of `POST /v1/analytics`: an imagery event (provider, product, action, geometryWKT, id, previewUrl). */
export type ImageryEvent = WireInput<Static<typeof ImageryEventBodySchema>>;
/** Body of `POST /v1/analytics/listing`: action, id, note, isTask. */
export type ListingEvent = WireInput<Static<typeof ListingEventBodySchema>>;
/** Body of `POST /v1/analytics/generic`: category, action, label, note. */
export type GenericEvent = WireInput<Static<typeof GenericEventBodySchema>>;
