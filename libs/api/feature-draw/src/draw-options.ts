import type { Db } from '@unfurl/api-db';
import type { ObjectStore } from '@unfurl/api-storage';

/** Options of `drawPlugin`: plain values the app passes. */
export type DrawOptions = {
  readonly db: Db;
  /** Where draw images go (signed uploads, as avatars do). */
  readonly store: ObjectStore;
};
