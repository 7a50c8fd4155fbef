import type { ProfileUpdate } from '@unfurl/api-client';
import type { UserProfile } from '@unfurl/domain';
import {
  isValidSourceLink,
  normaliseSourceLink,
  validateBluesky,
  validateFacebook,
  validateInstagram,
  validateLinkedin,
  validateTwitter,
} from '@unfurl/validators';
import type { SocialHandleResult } from '@unfurl/validators';

/** The editable text fields of the profile form. */
export const PROFILE_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'name',
  'bio',
  'longDescription',
  'websiteUrl',
  'twitterUrl',
  'facebookUrl',
  'instagramUrl',
  'linkedinUrl',
  'blueskyUrl',
] as const;

/** One editable text field. */
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** What the form holds: every text field as a string. */
export type ProfileFormValues = Readonly<Record<ProfileTextField, string>>;

/** The form values of a profile (null becomes ''). */
export function toFormValues(profile: UserProfile | null): ProfileFormValues {
  const entries = PROFILE_TEXT_FIELDS.map((field) => [field, profile?.[field] ?? '']);
  return Object.fromEntries(entries) as ProfileFormValues;
}

const SOCIAL: Readonly<Record<string, (value: string) => SocialHandleResult>> = {
  twitterUrl: validateTwitter,
  facebookUrl: validateFacebook,
  instagramUrl: validateInstagram,
  linkedinUrl: validateLinkedin,
  blueskyUrl: validateBluesky,
};

/**
 * The form after the saved profile changed under it (an avatar or banner upload, a save, a
 * reload): fields the user has edited since `saved` keep the typed text; the others take `next`.
 */
export function rebaseFormValues(
  typed: ProfileFormValues,
  saved: ProfileFormValues,
  next: ProfileFormValues,
): ProfileFormValues {
  const merged: Record<ProfileTextField, string> = { ...next };
  for (const name of PROFILE_TEXT_FIELDS) {
    if (typed[name] !== saved[name]) merged[name] = typed[name];
  }
  return merged;
}

/** The outcome of checking the form: the update to send, or a problem per field. */
export type ProfileFormResult =
  | { readonly ok: true; readonly update: ProfileUpdate }
  | { readonly ok: false; readonly problems: Partial<Record<ProfileTextField, string>> };

/**
 * Checks and normalises the form: social handles or URLs by the rules of 1§5 (empty is
 * accepted; each becomes its profile URL), the website by the source-link rule. Empty text is null.
 */
export function checkProfileForm(values: ProfileFormValues): ProfileFormResult {
  const problems: Partial<Record<ProfileTextField, string>> = {};
  const update: Record<string, string | null> = {};
  for (const field of PROFILE_TEXT_FIELDS) {
    const text = values[field].trim();
    const social = SOCIAL[field];
    if (social) {
      const result = social(text);
      if (result.ok) update[field] = result.value || null;
      else problems[field] = result.reason;
    } else if (field === 'websiteUrl') {
      if (text && !isValidSourceLink(text))
        problems[field] = 'Enter a web address, like example.com.';
      else update[field] = text ? normaliseSourceLink(text) : null;
    } else {
      update[field] = text || null;
    }
  }
  return Object.keys(problems).length > 0
    ? { ok: false, problems }
    : { ok: true, update: update as ProfileUpdate };
}
