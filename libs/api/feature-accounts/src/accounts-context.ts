import type { FastifyRequest } from 'fastify';
import type { Db, TenantScope } from '@unfurl/api-db';
import type { IdentityService } from '@unfurl/api-identity';
import type { ObjectStore } from '@unfurl/api-storage';
import type { PermissionLevel } from '@unfurl/domain';
import { signInRequired } from './accounts-error';

/** What the app's tenant and auth plugins know about a request. */
export interface AccountsRequestContext {
  readonly tenant: { readonly id: number; readonly subdomain: string };
  /** Which listings the request may see (private ones only for tenant members). */
  readonly scope: TenantScope;
  /** The signed-in user's id (a live account, checked by the app), or null when anonymous. */
  readonly userId: string | null;
  /** The user's permission on the request's tenant (None for anonymous). */
  readonly permission: PermissionLevel;
}

/** Options of the accounts routes. */
export interface AccountsRoutesOptions {
  readonly db: Db;
  readonly identity: IdentityService;
  readonly store: ObjectStore;
  /** The tenant and signed-in user of a request (the app's auth plugin). */
  readonly context: (request: FastifyRequest) => AccountsRequestContext;
  /** Clock, epoch ms; default Date.now. */
  readonly now?: () => number;
}

/** The options with defaults filled in. */
export interface Accounts extends AccountsRoutesOptions {
  readonly now: () => number;
  /** The signed-in user's id; 401 when anonymous. */
  readonly userIdOf: (request: FastifyRequest) => string;
}

/** Fills in the defaults. */
export function toAccounts(options: AccountsRoutesOptions): Accounts {
  return {
    ...options,
    now: options.now ?? Date.now,
    userIdOf: (request) => {
      const userId = options.context(request).userId;
      if (!userId) throw signInRequired();
      return userId;
    },
  };
}
