import { displayName } from '@unfurl/domain';
import type { MyProfile, UserProfile } from '@unfurl/domain';

/** The account-state summary of a fetched profile: id, display name, email, createdAt, points. */
export function toMyProfile(profile: UserProfile): MyProfile {
  return {
    userId: profile.userId,
    name: displayName(profile),
    email: profile.email ?? '',
    createdAt: profile.createdAt ?? 0,
    points: profile.points ?? 0,
  };
}
