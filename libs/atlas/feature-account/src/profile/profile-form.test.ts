import { describe, expect, it } from 'vitest';
import { checkProfileForm, toFormValues } from './profile-form';

const empty = toFormValues(null);

describe('checkProfileForm (R-042, R-049)', () => {
  it('accepts empty social fields and sends nulls', () => {
    const result = checkProfileForm({ ...empty, firstName: ' Ada ' });
    expect(result).toEqual({
      ok: true,
      update: expect.objectContaining({ firstName: 'Ada', lastName: null, twitterUrl: null }),
    });
  });

  it('normalises handles to profile URLs and the website to https', () => {
    const result = checkProfileForm({
      ...empty,
      twitterUrl: '@ada',
      linkedinUrl: 'https://www.linkedin.com/company/acme',
      blueskyUrl: 'ada.bsky.social',
      websiteUrl: 'ada.example',
    });
    expect(result.ok && result.update).toMatchObject({
      twitterUrl: 'https://x.com/ada',
      linkedinUrl: 'https://www.linkedin.com/company/acme',
      blueskyUrl: 'https://bsky.app/profile/ada.bsky.social',
      websiteUrl: 'https://ada.example',
    });
  });

  it('names the problem of each bad field', () => {
    const result = checkProfileForm({
      ...empty,
      facebookUrl: 'abc',
      blueskyUrl: 'ada.example.com',
      linkedinUrl: 'ada..lovelace',
      websiteUrl: 'not a link',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.problems).sort()).toEqual([
      'blueskyUrl',
      'facebookUrl',
      'linkedinUrl',
      'websiteUrl',
    ]);
  });
});
