import { randomBytes } from 'node:crypto';
import { safeFileName } from '@unfurl/api-storage';
import { BadRequestError } from '@unfurl/api-http';
import { ACCOUNTS_ERROR_CODE } from './accounts-error';

/** The profile images a user uploads. */
export const PROFILE_IMAGE = {
  avatar: 'avatar',
  banner: 'banner',
} as const;

/** One profile image kind. */
export type ProfileImage = (typeof PROFILE_IMAGE)[keyof typeof PROFILE_IMAGE];

/** Largest upload per kind, in bytes. */
export const PROFILE_IMAGE_MAX_BYTES: Readonly<Record<ProfileImage, number>> = {
  avatar: 5 * 1024 * 1024,
  banner: 10 * 1024 * 1024,
};

const IMAGE_EXTENSION = /\.(png|jpe?g|webp|gif)$/i;

/** A fresh storage key for a user's new avatar or banner named `filename` (an image name). */
export function newProfileImageKey(userId: string, kind: ProfileImage, filename: string): string {
  const name = safeFileName(filename);
  if (!IMAGE_EXTENSION.test(name)) {
    throw new BadRequestError(
      'Choose a PNG, JPEG, WebP or GIF image.',
      ACCOUNTS_ERROR_CODE.invalidUpload,
    );
  }
  return `users/${userId}/${kind}/${randomBytes(8).toString('hex')}-${name}`;
}

/** True when `key` is one of this user's keys for this kind of image. */
export function isOwnProfileImageKey(userId: string, kind: ProfileImage, key: string): boolean {
  const prefix = `users/${userId}/${kind}/`;
  return key.startsWith(prefix) && !key.slice(prefix.length).includes('/');
}
