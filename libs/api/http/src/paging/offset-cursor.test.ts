import { describe, expect, it } from 'vitest';
import { isHttpError } from '../errors/http-error';
import { decodeOffsetCursor, encodeOffsetCursor } from './offset-cursor';

describe('offset cursors', () => {
  it('round-trips an offset through an opaque string', () => {
    for (const offset of [0, 1, 15, 250, 123_456]) {
      const cursor = encodeOffsetCursor(offset);
      expect(cursor).not.toBe(String(offset));
      expect(decodeOffsetCursor(cursor)).toBe(offset);
    }
  });

  it('reads a missing or empty cursor as the first page', () => {
    expect(decodeOffsetCursor(undefined)).toBe(0);
    expect(decodeOffsetCursor('')).toBe(0);
  });

  it('answers a cursor it did not make with a 400 INVALID_CURSOR', () => {
    const negative = 'o1.' + Buffer.from('-5').toString('base64url');
    const words = 'o1.' + Buffer.from('abc').toString('base64url');
    const fraction = 'o1.' + Buffer.from('1.5').toString('base64url');
    for (const garbage of ['xyz', '15', negative, words, fraction]) {
      let thrown: unknown;
      try {
        decodeOffsetCursor(garbage);
      } catch (error) {
        thrown = error;
      }
      expect(isHttpError(thrown), garbage).toBe(true);
      expect(thrown).toMatchObject({ statusCode: 400, code: 'INVALID_CURSOR' });
    }
  });
});
