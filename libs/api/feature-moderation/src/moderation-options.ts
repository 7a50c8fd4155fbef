import type { Db } from '@unfurl/api-db';

/** Options of `moderationPlugin`: plain values the app passes. */
export type ModerationOptions = {
  readonly db: Db;
};
