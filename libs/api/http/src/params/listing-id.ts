import { BadRequestError, HTTP_ERROR_CODE } from '../errors/http-error';

/**
 * Parses the `{id}` path segment of a listing route, checked by hand so a blank id answers the
 * spec's 'No listing ID' (2§ errors, `NO_LISTING_ID`); anything but a positive integer is a 400.
 */
export function parseListingId(raw: string | undefined): number {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'undefined' || text === 'null') {
    throw new BadRequestError('No listing ID', HTTP_ERROR_CODE.noListingId);
  }
  const id = Number(text);
  if (!/^\d{1,16}$/.test(text) || !Number.isSafeInteger(id) || id < 1) {
    throw new BadRequestError(`Invalid listing ID: ${text.slice(0, 20)}`);
  }
  return id;
}
