import type { DomainPermission } from '../permissions/permission-for-tenant';

/** A user profile as read (1§3, 2§3). */
export interface UserProfile {
  readonly userId: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly name: string | null;
  readonly email?: string | undefined;
  readonly bio: string | null;
  readonly longDescription: string | null;
  readonly reputable: boolean;
  readonly avatar?: string | null | undefined;
  readonly avatarUrl: string | null;
  readonly banner?: string | null | undefined;
  readonly bannerUrl: string | null;
  readonly websiteUrl: string | null;
  readonly twitterUrl: string | null;
  readonly facebookUrl: string | null;
  readonly instagramUrl: string | null;
  readonly linkedinUrl: string | null;
  readonly blueskyUrl: string | null;
  /** Tenant permissions: domain and server permission string. */
  readonly domains: readonly DomainPermission[];
  /** Seconds since the epoch. */
  readonly createdAt?: number | undefined;
  readonly points?: number | undefined;
  /** Own profile only: false while the email waits for its emailed code (no publishing yet). */
  readonly emailConfirmed?: boolean | undefined;
}

/** The signed-in user's own profile summary (1§3 account state). */
export interface MyProfile {
  readonly userId: string;
  readonly name: string | null;
  readonly email: string;
  /** Seconds since the epoch. */
  readonly createdAt: number;
  readonly points: number;
}

/** Account state (1§3). */
export interface AccountState {
  readonly loggedIn: boolean;
  readonly myProfile: MyProfile | null;
  readonly myPoints: number;
  readonly myListings: readonly number[];
}

/** Result of a password login or token refresh (1§3). */
export interface AuthResult {
  readonly IdToken: string;
  readonly AccessToken: string;
  readonly RefreshToken?: string | undefined;
  /** Seconds. */
  readonly ExpiresIn: number;
}

/** True when a profile created at `createdAtSeconds` is new (under 5 minutes old) at `nowMs`. */
export function isNewProfile(createdAtSeconds: number, nowMs: number): boolean {
  const age = nowMs - createdAtSeconds * 1000;
  return age >= 0 && age < 5 * 60 * 1000;
}
