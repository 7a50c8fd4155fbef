import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  validateBluesky,
  validateFacebook,
  validateInstagram,
  validateLinkedin,
  validateTwitter,
} from './social-validators';

const ALL = [
  validateFacebook,
  validateTwitter,
  validateInstagram,
  validateLinkedin,
  validateBluesky,
];

describe('social handles', () => {
  it('accept empty for every field (R-095)', () => {
    for (const v of ALL) {
      expect(v('')).toEqual({ ok: true, value: '' });
      expect(v('   ')).toEqual({ ok: true, value: '' });
    }
  });

  it('accept a bare handle or a full URL (R-094, R-102)', () => {
    expect(validateTwitter('@unfurlmaps')).toEqual({ ok: true, value: 'https://x.com/unfurlmaps' });
    expect(validateTwitter('https://twitter.com/unfurlmaps')).toEqual({
      ok: true,
      value: 'https://x.com/unfurlmaps',
    });
    expect(validateTwitter('x.com/unfurlmaps?s=20').ok).toBe(true);
    expect(validateInstagram('unfurl.maps')).toEqual({
      ok: true,
      value: 'https://www.instagram.com/unfurl.maps',
    });
    expect(validateInstagram('https://www.instagram.com/unfurl.maps/')).toEqual({
      ok: true,
      value: 'https://www.instagram.com/unfurl.maps',
    });
    expect(validateTwitter('https://example.com/unfurl')).toMatchObject({ ok: false, value: '' });
    expect(validateTwitter('this handle is way too long')).toMatchObject({ ok: false });
  });

  it('needs a Facebook handle of at least 5 characters (R-096)', () => {
    expect(validateFacebook('abcd')).toMatchObject({ ok: false });
    expect(validateFacebook('abcde')).toEqual({
      ok: true,
      value: 'https://www.facebook.com/abcde',
    });
    expect(validateFacebook('https://www.facebook.com/unfurl.maps').ok).toBe(true);
    expect(validateFacebook('https://facebook.com/abc')).toMatchObject({ ok: false });
    expect(validateFacebook('https://www.facebook.com/profile.php?id=1000123')).toEqual({
      ok: true,
      value: 'https://www.facebook.com/1000123',
    });
  });

  it('limits LinkedIn handles to 30 characters (R-097)', () => {
    expect(validateLinkedin('a'.repeat(30)).ok).toBe(true);
    expect(validateLinkedin('a'.repeat(31))).toMatchObject({ ok: false });
  });

  it('rejects double dots (R-098) and trailing dots (R-099) in LinkedIn handles', () => {
    expect(validateLinkedin('ada..lovelace')).toMatchObject({ ok: false });
    expect(validateLinkedin('ada.lovelace.')).toMatchObject({ ok: false });
    expect(validateLinkedin('ada.lovelace')).toEqual({
      ok: true,
      value: 'https://www.linkedin.com/in/ada.lovelace',
    });
  });

  it('needs LinkedIn URLs to be /in/ or /company/, otherwise the result is empty (R-100)', () => {
    expect(validateLinkedin('https://www.linkedin.com/in/ada-lovelace/')).toEqual({
      ok: true,
      value: 'https://www.linkedin.com/in/ada-lovelace',
    });
    expect(validateLinkedin('linkedin.com/company/unfurl')).toEqual({
      ok: true,
      value: 'https://www.linkedin.com/company/unfurl',
    });
    expect(validateLinkedin('https://www.linkedin.com/feed/')).toMatchObject({
      ok: false,
      value: '',
    });
    expect(validateLinkedin('https://www.linkedin.com/school/mit')).toMatchObject({
      ok: false,
      value: '',
    });
  });

  it('needs Bluesky handles to end in .bsky.social (R-101)', () => {
    expect(validateBluesky('@ada.bsky.social')).toEqual({
      ok: true,
      value: 'https://bsky.app/profile/ada.bsky.social',
    });
    expect(validateBluesky('https://bsky.app/profile/ada.bsky.social').ok).toBe(true);
    expect(validateBluesky('ada.example.com')).toMatchObject({ ok: false });
    expect(validateBluesky('ada')).toMatchObject({ ok: false });
  });

  it('normalise to a URL that validates to itself', () => {
    const handle = fc.stringMatching(/^[a-z][a-z0-9]{4,14}$/);
    fc.assert(
      fc.property(handle, fc.constantFrom(...ALL.slice(0, 4)), (h, v) => {
        const first = v(h);
        expect(first.ok).toBe(true);
        expect(v(first.value)).toEqual(first);
      }),
    );
    fc.assert(
      fc.property(handle, (h) => {
        const first = validateBluesky(`${h}.bsky.social`);
        expect(first.ok).toBe(true);
        expect(validateBluesky(first.value)).toEqual(first);
      }),
    );
  });
});
