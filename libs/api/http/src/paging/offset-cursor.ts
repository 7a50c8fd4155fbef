import { BadRequestError, HTTP_ERROR_CODE } from '../errors/http-error';

const PREFIX = 'o1.';

/** An opaque cursor for the next page, starting at `offset`. */
export function encodeOffsetCursor(offset: number): string {
  return PREFIX + Buffer.from(String(offset), 'utf8').toString('base64url');
}

/** Reads a cursor from {@link encodeOffsetCursor}; missing is the first page; garbage is a 400. */
export function decodeOffsetCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const offset = cursor.startsWith(PREFIX)
    ? Number(Buffer.from(cursor.slice(PREFIX.length), 'base64url').toString('utf8'))
    : Number.NaN;
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw new BadRequestError(
      'nextCursor is not a cursor returned by this API',
      HTTP_ERROR_CODE.invalidCursor,
    );
  }
  return offset;
}
