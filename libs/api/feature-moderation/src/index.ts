// Public API of @unfurl/api-feature-moderation. Exports are listed by name, each with a one-line TSDoc.

/** The moderation resource: its `/v1/moderation` routes on the request context. */
export { moderationPlugin } from './moderation.plugin';
/** Options of {@link moderationPlugin}: the database. */
export type { ModerationOptions } from './moderation-options';
/** Error codes of the moderation routes. */
export { MODERATION_ERROR_CODE } from './moderation-errors';
