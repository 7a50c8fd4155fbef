import type { Db } from '@unfurl/api-db';
import type { Mailer } from '@unfurl/api-mail';
import type { ObjectStore } from '@unfurl/api-storage';
import type { ListingCogs } from './listing-cogs';
import type { SiteAddress } from './share-mail';

/** Options of `listingsPlugin`: plain values the app passes (it reads the environment). */
export type ListingsOptions = {
  readonly db: Db;
  /** Where listing files, originals and COGs are stored. */
  readonly store: ObjectStore;
  /** Where share mails link to: the atlas's map pages. */
  readonly site: SiteAddress;
  /** Share-mail sender (SMTP); without one, share mails wait in the outbox table. */
  readonly mailer?: Mailer | undefined;
  /** Opened COGs for tiles (default: an LRU of 16 over `store`). */
  readonly cogs?: ListingCogs | undefined;
};
