// Public API of @unfurl/api-feature-comments. Exports are listed by name, each with a one-line TSDoc.

/** The comments resource: its `/v1/comments` routes on the request context. */
export { commentsPlugin } from './comments.plugin';
/** Options of {@link commentsPlugin}: the database. */
export type { CommentsOptions } from './comments-options';
/** Error codes of the comment routes. */
export { COMMENT_ERROR_CODE } from './comment-errors';
