import { BadRequestError } from '@unfurl/api-http';
import { ACCOUNTS_ERROR_CODE } from './accounts-error';

const SEO_NAME = /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/;

/**
 * A profile SEO name (the slug of the profile URL): lower-cased, 1-50 letters, digits and inner
 * hyphens; anything else is a 400.
 */
export function normaliseSeoName(value: string): string {
  const name = value.trim().toLowerCase();
  if (!SEO_NAME.test(name) || name.includes('--')) {
    throw new BadRequestError(
      'Use 1 to 50 letters, digits or single inner hyphens.',
      ACCOUNTS_ERROR_CODE.invalidSeoName,
    );
  }
  return name;
}
