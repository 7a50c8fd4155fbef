import { PRODUCT } from '../product/product';

/** The name fields a display name is built from (1§3). */
export interface NameFields {
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly name?: string | null | undefined;
}

/** The generic fallback label, '{product} User'. */
export const FALLBACK_DISPLAY_NAME = `${PRODUCT.name} User`;

/**
 * Display name: first plus last name, else first name, else name, else
 * 'Unfurl User'. Blank parts count as missing.
 */
export function displayName(profile: NameFields | null | undefined): string {
  const first = profile?.firstName?.trim() ?? '';
  const last = profile?.lastName?.trim() ?? '';
  const name = profile?.name?.trim() ?? '';
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  if (name) return name;
  return FALLBACK_DISPLAY_NAME;
}
