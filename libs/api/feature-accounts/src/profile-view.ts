import type { AccountUser } from '@unfurl/api-db';
import type { ObjectStore } from '@unfurl/api-storage';
import type { PermissionLevel } from '@unfurl/domain';
import type { MyUserProfileWire, PublicUserProfileWire } from '@unfurl/validators';

const DAY_SECONDS = 86_400;

/**
 * Expiry of image download URLs: the end of tomorrow (UTC), so a URL stays the same for a whole
 * day (browser caches keep working) and lives between one and two days.
 */
export function imageUrlExpiry(nowMs: number): number {
  return (Math.floor(nowMs / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
}

function imageUrls(
  store: ObjectStore,
  user: AccountUser,
  nowMs: number,
): { avatarUrl: string | null; bannerUrl: string | null } {
  const expiresAt = imageUrlExpiry(nowMs);
  return {
    avatarUrl: user.avatarKey ? store.signDownload(user.avatarKey, expiresAt) : user.avatarUrl,
    bannerUrl: user.bannerKey ? store.signDownload(user.bannerKey, expiresAt) : null,
  };
}

/** Another user's public profile: no email, domains or settings. */
export function toPublicProfile(
  store: ObjectStore,
  user: AccountUser,
  nowMs: number,
): PublicUserProfileWire {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    bio: user.bio,
    longDescription: user.longDescription,
    reputable: user.reputable,
    ...imageUrls(store, user, nowMs),
    websiteUrl: user.websiteUrl,
    twitterUrl: user.twitterUrl,
    facebookUrl: user.facebookUrl,
    instagramUrl: user.instagramUrl,
    linkedinUrl: user.linkedinUrl,
    blueskyUrl: user.blueskyUrl,
    seoName: user.seoName,
    createdAt: user.createdAt,
  };
}

/** The signed-in user's own profile, with domains, settings and the permission on this tenant. */
export function toMyProfile(
  store: ObjectStore,
  user: AccountUser,
  permission: PermissionLevel,
  nowMs: number,
): MyUserProfileWire {
  return {
    ...toPublicProfile(store, user, nowMs),
    email: user.email,
    avatar: user.avatarKey,
    banner: user.bannerKey,
    domains: user.domains.map(({ domain, permission: level }) => ({ domain, permission: level })),
    permission,
    points: user.points,
    newsletterSignUp: user.newsletter,
    ethAddress: user.ethAddress,
    billing: user.billing ? { ...user.billing } : null,
    emailConfirmed: user.emailConfirmed,
  };
}
