import type { Db } from '@unfurl/api-db';
import type { Mailer } from '@unfurl/api-mail';
import type { IdentityConfig } from './identity-config';
import type { SigningKeys } from './signing-keys';
import type { TokenVerifier } from './token-verifier';

/** What every action needs: the database, settings, clock, keys and the verifier. */
export interface IdentityContext {
  readonly db: Db;
  readonly config: IdentityConfig;
  /** Epoch milliseconds. */
  readonly now: () => number;
  readonly keys: SigningKeys;
  readonly verifier: TokenVerifier;
  /** Tenant a new sign-up belongs to. */
  readonly signUpTenantId: () => Promise<number>;
  /** Sends code mails; undefined → they wait in the `identity_outbox` table. */
  readonly mailer: Mailer | undefined;
}

/** An ISO timestamp `offsetMs` after the context's now. */
export function isoAt(context: IdentityContext, offsetMs = 0): string {
  return new Date(context.now() + offsetMs).toISOString();
}
