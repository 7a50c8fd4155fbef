import { describe, expect, it } from 'vitest';
import { checkProfileForm, rebaseFormValues, toFormValues } from './profile-form';

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

describe('rebaseFormValues (an avatar upload keeps unsaved text)', () => {
  const saved = { ...toFormValues(null), name: 'ada', bio: 'old bio', firstName: 'Ada' };
  it('keeps the fields typed since the last saved profile and takes the rest from the new one', () => {
    const typed = { ...saved, bio: 'a new bio, not saved yet', lastName: 'Lovelace' };
    const next = { ...saved, name: 'ada2' };
    expect(rebaseFormValues(typed, saved, next)).toEqual({
      ...next,
      bio: 'a new bio, not saved yet',
      lastName: 'Lovelace',
    });
  });
  it('takes the new profile when nothing was typed', () => {
    const next = { ...toFormValues(null), name: 'grace' };
    expect(rebaseFormValues(saved, saved, next)).toEqual(next);
  });
});
