import { PERMISSION_LEVEL } from '@unfurl/domain';
import type { PermissionLevel } from '@unfurl/domain';

/** Who sent a request. */
export const AUTH_KIND = {
  anonymous: 'anonymous',
  user: 'user',
} as const;

/** One kind of requester. */
export type AuthKind = (typeof AUTH_KIND)[keyof typeof AUTH_KIND];

/** An anonymous request: no permission on any tenant. */
export interface AnonymousAuth {
  readonly kind: typeof AUTH_KIND.anonymous;
  readonly permission: typeof PERMISSION_LEVEL.None;
  readonly isMember: false;
}

/** A signed-in user, with the permission computed from the database for this request's tenant. */
export interface UserAuth {
  readonly kind: typeof AUTH_KIND.user;
  readonly userId: string;
  /** The identity session (the token's origin_jti). */
  readonly sessionId: string;
  /** Permission on the request's tenant (R-068..R-070), never taken from the token's claims. */
  readonly permission: PermissionLevel;
  /** True when the user's domains list gives Read or more on this tenant (ADR 0003). */
  readonly isMember: boolean;
  /**
   * False while a password account's email waits for its emailed code: it may sign in and read,
   * but publishing routes answer 403 EMAIL_NOT_CONFIRMED ({@link requireConfirmedEmail}).
   */
  readonly emailConfirmed: boolean;
}

/** What `request.auth` holds. */
export type RequestAuth = AnonymousAuth | UserAuth;

/** The anonymous requester. */
export const ANONYMOUS: AnonymousAuth = {
  kind: AUTH_KIND.anonymous,
  permission: PERMISSION_LEVEL.None,
  isMember: false,
};

/** True for a signed-in user. */
export function isUserAuth(auth: RequestAuth): auth is UserAuth {
  return auth.kind === AUTH_KIND.user;
}
