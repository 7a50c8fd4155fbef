import type { Db } from '@unfurl/api-db';

/** Options of `commentsPlugin`: plain values the app passes. */
export type CommentsOptions = {
  readonly db: Db;
};
