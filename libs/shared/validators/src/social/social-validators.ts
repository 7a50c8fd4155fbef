import { accepted, readHandleInput, rejected } from './social-handle';
import type { SocialHandleResult, SocialNetwork } from './social-handle';

const FACEBOOK: SocialNetwork = {
  name: 'Facebook',
  hosts: ['facebook.com', 'fb.com'],
  profileUrl: (h) => `https://www.facebook.com/${h}`,
};
const TWITTER: SocialNetwork = {
  name: 'Twitter',
  hosts: ['twitter.com', 'x.com'],
  profileUrl: (h) => `https://x.com/${h}`,
};
const INSTAGRAM: SocialNetwork = {
  name: 'Instagram',
  hosts: ['instagram.com', 'instagr.am'],
  profileUrl: (h) => `https://www.instagram.com/${h}`,
};
const LINKEDIN: SocialNetwork = {
  name: 'LinkedIn',
  hosts: ['linkedin.com'],
  profileUrl: (h) => `https://www.linkedin.com/in/${h}`,
};
const BLUESKY: SocialNetwork = {
  name: 'Bluesky',
  hosts: ['bsky.app'],
  profileUrl: (h) => `https://bsky.app/profile/${h}`,
};

/** Runs the shared steps: empty accepted, handle or URL, then the handle rule. */
function validate(
  value: string,
  network: SocialNetwork,
  handleFromUrl: (parts: readonly string[], query: string) => string | undefined,
  checkHandle: (handle: string) => string | undefined,
  toUrl: (handle: string, parts: readonly string[]) => string = (h) => network.profileUrl(h),
): SocialHandleResult {
  if (value.trim() === '') return accepted('');
  const input = readHandleInput(value, network);
  if (input.kind === 'foreign-url') return rejected(`Enter a ${network.name} handle or URL.`);
  const parts = input.kind === 'url' ? input.parts : [];
  const handle = input.kind === 'url' ? handleFromUrl(input.parts, input.query) : input.handle;
  if (handle === undefined || handle === '') {
    return rejected(`That ${network.name} URL does not point to a profile.`);
  }
  const problem = checkHandle(handle);
  return problem ? rejected(problem) : accepted(toUrl(handle, parts));
}

const firstPart = (parts: readonly string[]) => parts[0]?.replace(/^@/, '');

/** Facebook: handle or URL; the handle has at least 5 characters. */
export function validateFacebook(value: string): SocialHandleResult {
  return validate(
    value,
    FACEBOOK,
    (parts, query) => {
      if (parts[0] === 'profile.php') return /[?&]id=(\d+)/.exec(query)?.[1];
      return parts[0] === 'people' ? (parts[2] ?? parts[1]) : firstPart(parts);
    },
    (h) =>
      /^\d+$/.test(h) || /^[A-Za-z0-9.]{5,50}$/.test(h)
        ? undefined
        : 'A Facebook handle has at least 5 letters, digits or dots.',
  );
}

/** Twitter/X: handle (optional @) or URL; handles are 1-15 letters, digits or _. */
export function validateTwitter(value: string): SocialHandleResult {
  return validate(value, TWITTER, firstPart, (h) =>
    /^\w{1,15}$/.test(h) ? undefined : 'A Twitter handle has up to 15 letters, digits or _.',
  );
}

/** Instagram: handle (optional @) or URL; handles are 1-30 letters, digits, . or _. */
export function validateInstagram(value: string): SocialHandleResult {
  return validate(value, INSTAGRAM, firstPart, (h) =>
    /^[\w.]{1,30}$/.test(h)
      ? undefined
      : 'An Instagram handle has up to 30 letters, digits, . or _.',
  );
}

/** The handle problems of LinkedIn (R-097..R-099), or undefined. */
function linkedinHandleProblem(h: string): string | undefined {
  if (h.length > 30) return 'A LinkedIn handle has at most 30 characters.';
  if (h.includes('..')) return 'A LinkedIn handle cannot contain two dots in a row.';
  if (h.endsWith('.')) return 'A LinkedIn handle cannot end with a dot.';
  if (!/^[\w.-]+$/.test(h)) return 'A LinkedIn handle has letters, digits, -, _ or dots.';
  return undefined;
}

/**
 * LinkedIn: handle or URL. Handles have at most 30 characters, no double or trailing dots; URLs
 * must be a /in/ or /company/ path, otherwise the result is empty.
 */
export function validateLinkedin(value: string): SocialHandleResult {
  return validate(
    value,
    LINKEDIN,
    (parts) => (parts[0] === 'in' || parts[0] === 'company' ? parts[1] : undefined),
    linkedinHandleProblem,
    (h, parts) =>
      parts[0] === 'company'
        ? `https://www.linkedin.com/company/${h}`
        : `https://www.linkedin.com/in/${h}`,
  );
}

/** Bluesky: handle (optional @) or bsky.app/profile URL; the handle ends in .bsky.social. */
export function validateBluesky(value: string): SocialHandleResult {
  return validate(
    value,
    BLUESKY,
    (parts) => (parts[0] === 'profile' ? parts[1]?.replace(/^@/, '') : undefined),
    (h) =>
      /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+bsky\.social$/i.test(h)
        ? undefined
        : 'A Bluesky handle ends in .bsky.social, like name.bsky.social.',
  );
}
