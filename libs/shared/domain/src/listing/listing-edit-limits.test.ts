import { describe, expect, it } from 'vitest';
import { LISTING_FILE_LIMITS, MEDIA_TYPE_PATTERN } from './listing-edit-limits';

describe('listing edit limits', () => {
  it('takes media types of token characters, type/subtype, and nothing else', () => {
    const pattern = new RegExp(MEDIA_TYPE_PATTERN);
    for (const ok of ['image/png', 'application/vnd.google-earth.kml+xml', 'text/x-c++'])
      expect(pattern.test(ok), ok).toBe(true);
    for (const bad of ['png', 'image/', '/png', 'image/png; charset=x', 'image/p ng'])
      expect(pattern.test(bad), bad).toBe(false);
  });

  it('allows 20 files of up to 20 MiB each', () => {
    expect(LISTING_FILE_LIMITS.maxFiles).toBe(20);
    expect(LISTING_FILE_LIMITS.maxBytes).toBe(20 * 1024 * 1024);
  });
});
