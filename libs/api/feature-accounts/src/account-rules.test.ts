import { describe, expect, it } from 'vitest';
import { isHttpError } from '@unfurl/api-http';
import { normaliseEthAddress } from './eth-address';
import { imageUrlExpiry } from './profile-view';
import { normaliseSeoName } from './seo-name';
import { isOwnProfileImageKey, newProfileImageKey } from './upload-keys';
import { decodeViewCursor, encodeViewCursor } from './view-cursor';

const code = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return isHttpError(error) ? `${error.statusCode} ${error.code}` : 'other';
  }
};

describe('account rules', () => {
  it('Ethereum addresses: 0x and 40 hex digits, stored lower-case (R-060)', () => {
    expect(normaliseEthAddress(' 0x52908400098527886E0F7030069857D2E4169EE7 ')).toBe(
      '0x52908400098527886e0f7030069857d2e4169ee7',
    );
    for (const bad of [
      '',
      '0x',
      '0x123',
      `0x${'g'.repeat(40)}`,
      `${'a'.repeat(42)}`,
      `0x${'a'.repeat(41)}`,
    ]) {
      expect(code(() => normaliseEthAddress(bad))).toBe('400 INVALID_ETH_ADDRESS');
    }
  });

  it('SEO names: 1-50 lower-case letters, digits and single inner hyphens (R-062)', () => {
    expect(normaliseSeoName('Ada-Lovelace')).toBe('ada-lovelace');
    expect(normaliseSeoName('a')).toBe('a');
    expect(normaliseSeoName('x'.repeat(50))).toBe('x'.repeat(50));
    for (const bad of ['', '-a', 'a-', 'a--b', 'a b', 'a_b', 'é', 'x'.repeat(51)]) {
      expect(code(() => normaliseSeoName(bad))).toBe('400 INVALID_SEO_NAME');
    }
  });

  it('profile image keys live in the user’s own folder for their kind', () => {
    const key = newProfileImageKey('u-1', 'avatar', 'Me at the sea.JPG');
    expect(key).toMatch(/^users\/u-1\/avatar\/[0-9a-f]{16}-Me-at-the-sea\.JPG$/);
    expect(isOwnProfileImageKey('u-1', 'avatar', key)).toBe(true);
    expect(isOwnProfileImageKey('u-1', 'banner', key)).toBe(false);
    expect(isOwnProfileImageKey('u-2', 'avatar', key)).toBe(false);
    expect(isOwnProfileImageKey('u-1', 'avatar', 'users/u-1/avatar/x/y.png')).toBe(false);
    expect(code(() => newProfileImageKey('u-1', 'banner', 'page.html'))).toBe('400 INVALID_UPLOAD');
    expect(code(() => newProfileImageKey('u-1', 'avatar', 'x.svg'))).toBe('400 INVALID_UPLOAD');
  });

  it('viewed-listing cursors round-trip; anything else is a 400', () => {
    const cursor = { viewedAtMs: 1_795_000_000_123, listingId: 42 };
    expect(decodeViewCursor(encodeViewCursor(cursor))).toEqual(cursor);
    expect(decodeViewCursor(undefined)).toBeUndefined();
    expect(decodeViewCursor('')).toBeUndefined();
    for (const bad of ['abc', 'v1.', 'v1.!!!', `v1.${Buffer.from('1:0').toString('base64url')}`]) {
      expect(code(() => decodeViewCursor(bad))).toBe('400 INVALID_CURSOR');
    }
  });

  it('image URLs expire at the end of the next UTC day, so they are stable within a day', () => {
    const morning = Date.parse('2026-11-23T08:00:00Z');
    const evening = Date.parse('2026-11-23T23:59:59Z');
    expect(imageUrlExpiry(morning)).toBe(Date.parse('2026-11-25T00:00:00Z') / 1000);
    expect(imageUrlExpiry(evening)).toBe(imageUrlExpiry(morning));
  });
});
