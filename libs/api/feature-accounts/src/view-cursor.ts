import type { ViewCursor } from '@unfurl/api-db';
import { BadRequestError } from '@unfurl/api-http';
import { ACCOUNTS_ERROR_CODE } from './accounts-error';

const PREFIX = 'v1.';

/** An opaque cursor after a viewed listing. */
export function encodeViewCursor(cursor: ViewCursor): string {
  return PREFIX + Buffer.from(`${cursor.viewedAtMs}:${cursor.listingId}`).toString('base64url');
}

/** Reads a cursor of {@link encodeViewCursor}; missing is the first page; anything else is a 400. */
export function decodeViewCursor(text: string | undefined): ViewCursor | undefined {
  if (text === undefined || text === '') return undefined;
  const [at, id] = text.startsWith(PREFIX)
    ? Buffer.from(text.slice(PREFIX.length), 'base64url').toString('utf8').split(':')
    : [];
  const viewedAtMs = Number(at);
  const listingId = Number(id);
  if (!Number.isSafeInteger(viewedAtMs) || !Number.isSafeInteger(listingId) || listingId < 1) {
    throw new BadRequestError(
      'nextCursor is not a cursor returned by this API',
      ACCOUNTS_ERROR_CODE.invalidCursor,
    );
  }
  return { viewedAtMs, listingId };
}
