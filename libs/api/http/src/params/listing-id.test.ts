import { describe, expect, it } from 'vitest';
import { parseListingId } from './listing-id';

function errorOf(raw: string | undefined): unknown {
  try {
    parseListingId(raw);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('parseListingId', () => {
  it('reads a positive integer, spaces trimmed', () => {
    expect(parseListingId('1')).toBe(1);
    expect(parseListingId(' 42 ')).toBe(42);
    expect(parseListingId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("answers a blank id with 'No listing ID' (NO_LISTING_ID)", () => {
    for (const blank of [undefined, '', '  ', 'undefined', 'null']) {
      expect(errorOf(blank)).toMatchObject({
        statusCode: 400,
        code: 'NO_LISTING_ID',
        message: 'No listing ID',
      });
    }
  });

  it('answers anything but a positive safe integer with a 400', () => {
    for (const bad of ['0', '-3', '1.5', '1e3', 'abc', '12345678901234567']) {
      expect(errorOf(bad), bad).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    }
  });
});
