// Public API of @unfurl/api-feature-social. Exports are listed by name, each with a one-line TSDoc.

/** The likes, bookmarks and follows resource: its `/v1` routes on the request context. */
export { socialPlugin } from './social.plugin';
/** Options of {@link socialPlugin}: the database. */
export type { SocialOptions } from './social-options';
/** Error codes of the social routes (orders not likeable, following yourself, unknown user). */
export { SOCIAL_ERROR_CODE } from './social-errors';
/** Like and unlike in one statement each, the count kept exact (the social benchmark calls them). */
export { likeListing, unlikeListing } from './listing-likes.queries';
/** A listing's like count and whether the user likes it; with the listing's type. */
export type { LikeOutcome, LikeState } from './listing-likes.queries';
