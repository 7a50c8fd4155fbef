import type { Db } from '@unfurl/api-db';
import type { IdentityService } from '@unfurl/api-identity';
import type { ObjectStore } from '@unfurl/api-storage';

/** Options of {@link accountsPlugin}: plain values the app passes. */
export type AccountsOptions = {
  readonly db: Db;
  /** Sign-up and password reset run through it (the Cognito-compatible identity service). */
  readonly identity: IdentityService;
  /** Profile images: signed upload URLs, content re-checks, download URLs. */
  readonly store: ObjectStore;
  /** Clock, epoch ms; default Date.now. */
  readonly now?: () => number;
};

/** The options with defaults filled in, as the route files use them. */
export type Accounts = AccountsOptions & { readonly now: () => number };

/** Fills in the defaults. */
export function toAccounts(options: AccountsOptions): Accounts {
  return { ...options, now: options.now ?? Date.now };
}
