import type { ApiClient } from '@unfurl/api-client';
import type { AccountStore } from '@unfurl/auth';
import type { UserProfile } from '@unfurl/domain';

/** The two profile images. */
export const PROFILE_IMAGE = { Avatar: 'avatar', Banner: 'banner' } as const;

/** One profile image. */
export type ProfileImage = (typeof PROFILE_IMAGE)[keyof typeof PROFILE_IMAGE];

/**
 * A new avatar or banner: credentials first, the file to their signed URL,
 * and only then its path set on the profile with `PUT /v1/user`.
 */
export async function uploadProfileImage(
  client: Pick<ApiClient, 'user'>,
  account: AccountStore,
  kind: ProfileImage,
  file: File,
): Promise<UserProfile> {
  const credentials =
    kind === PROFILE_IMAGE.Avatar
      ? await client.user.avatarCredentials(file.name)
      : await client.user.bannerCredentials(file.name);
  await client.user.upload(credentials, file);
  return account.getState().updateProfile({ [kind]: credentials.path });
}
