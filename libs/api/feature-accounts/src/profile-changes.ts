import { findUserIdByEthAddress } from '@unfurl/api-db';
import type { AccountChanges, AccountUser, Queryable } from '@unfurl/api-db';
import type { ObjectStore } from '@unfurl/api-storage';
import { UPLOAD_ACCEPT } from '@unfurl/api-storage';
import {
  isValidSourceLink,
  normaliseSourceLink,
  validateBluesky,
  validateFacebook,
  validateInstagram,
  validateLinkedin,
  validateTwitter,
} from '@unfurl/validators';
import type { SocialHandleResult, UpdateMyProfileWire } from '@unfurl/validators';
import { BadRequestError, ConflictError } from '@unfurl/api-http';
import { ACCOUNTS_ERROR_CODE } from './accounts-error';
import { normaliseEthAddress } from './eth-address';
import { isOwnProfileImageKey, PROFILE_IMAGE, PROFILE_IMAGE_MAX_BYTES } from './upload-keys';
import type { ProfileImage } from './upload-keys';

const invalid = (message: string): BadRequestError =>
  new BadRequestError(message, ACCOUNTS_ERROR_CODE.invalidProfile);

const text = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const SOCIAL: readonly (readonly [
  keyof UpdateMyProfileWire & keyof AccountChanges,
  (value: string) => SocialHandleResult,
])[] = [
  ['twitterUrl', validateTwitter],
  ['facebookUrl', validateFacebook],
  ['instagramUrl', validateInstagram],
  ['linkedinUrl', validateLinkedin],
  ['blueskyUrl', validateBluesky],
];

/** The profile image changes: keys to save, and the old objects to delete once saved. */
export interface ProfileChanges {
  readonly changes: AccountChanges;
  readonly replacedKeys: readonly string[];
}

/**
 * Validates a `PUT /v1/user` body against the spec's rules (1§5, 2§9; R-049) and turns it into
 * column changes: social handles and links are normalised to profile URLs, empty text clears a
 * field, avatar and banner must be the user's own uploaded objects. Throws 400/409 with a reason.
 */
export async function toProfileChanges(
  db: Queryable,
  store: ObjectStore,
  user: AccountUser,
  body: UpdateMyProfileWire,
): Promise<ProfileChanges> {
  const changes: Record<string, unknown> = {};
  for (const field of ['firstName', 'lastName', 'name', 'bio', 'longDescription'] as const) {
    if (body[field] !== undefined) changes[field] = text(body[field]);
  }
  if (body.websiteUrl !== undefined) {
    const link = text(body.websiteUrl);
    if (link !== null && !isValidSourceLink(link)) {
      throw invalid('Enter a website link like https://example.com.');
    }
    changes['websiteUrl'] = link === null ? null : normaliseSourceLink(link);
  }
  for (const [field, validate] of SOCIAL) {
    const value = body[field];
    if (value === undefined) continue;
    const result = validate(typeof value === 'string' ? value : '');
    if (!result.ok) throw invalid(result.reason);
    changes[field] = result.value === '' ? null : result.value;
  }
  if (body.newsletterSignUp !== undefined) changes['newsletter'] = body.newsletterSignUp;
  if (body.ethAddress !== undefined) {
    changes['ethAddress'] = await ethAddressChange(db, user.id, body.ethAddress);
  }
  const replacedKeys: string[] = [];
  for (const kind of [PROFILE_IMAGE.avatar, PROFILE_IMAGE.banner] as const) {
    const value = body[kind];
    if (value === undefined) continue;
    const current = kind === PROFILE_IMAGE.avatar ? user.avatarKey : user.bannerKey;
    const next = await imageChange(store, user.id, kind, value);
    changes[`${kind}Key`] = next;
    if (current && current !== next) replacedKeys.push(current);
  }
  return { changes: changes as AccountChanges, replacedKeys };
}

async function imageChange(
  store: ObjectStore,
  userId: string,
  kind: ProfileImage,
  value: string | null,
): Promise<string | null> {
  if (value === null || value === '') return null;
  if (!isOwnProfileImageKey(userId, kind, value) || !(await store.exists(value))) {
    throw invalid(`Upload the ${kind} first, then save the path from its upload credentials.`);
  }
  // Checked again by content and size: an S3 bucket takes whatever its signed URL is sent.
  // A file that fails is deleted and the answer says why (413 too large, 415 not an image).
  await store.confirmUpload(value, {
    maxBytes: PROFILE_IMAGE_MAX_BYTES[kind],
    accept: UPLOAD_ACCEPT.image,
  });
  return value;
}

async function ethAddressChange(
  db: Queryable,
  userId: string,
  value: string | null,
): Promise<string | null> {
  if (value === null || value.trim() === '') return null;
  const address = normaliseEthAddress(value);
  const owner = await findUserIdByEthAddress(db, address);
  if (owner && owner !== userId) {
    throw new ConflictError(
      'That address is linked to another account.',
      ACCOUNTS_ERROR_CODE.ethAddressTaken,
    );
  }
  return address;
}
