import type { Db } from '@unfurl/api-db';

/** Options of `socialPlugin`: plain values the app passes. */
export type SocialOptions = {
  readonly db: Db;
};
