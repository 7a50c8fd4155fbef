import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { slugToId, titleSlug, toSlug } from './slug';

describe('slugToId', () => {
  it('takes the number after the last hyphen (R-140)', () => {
    expect(slugToId('old-map-of-paris-1234')).toBe(1234);
    expect(slugToId('a-1-2')).toBe(2);
  });

  it('uses the whole slug when there is no hyphen (R-141)', () => {
    expect(slugToId('42')).toBe(42);
  });

  it('is undefined when the id part is not numeric (R-142)', () => {
    expect(slugToId('paris')).toBeUndefined();
    expect(slugToId('map-of-paris')).toBeUndefined();
    expect(slugToId('map-')).toBeUndefined();
    expect(slugToId('map-1.5')).toBeUndefined();
    expect(slugToId('')).toBeUndefined();
  });

  it('round-trips toSlug for any title and id', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (title, id) => slugToId(toSlug(title, id)) === id),
    );
  });
});

describe('titleSlug', () => {
  it('keeps ASCII words joined by hyphens, accents folded', () => {
    expect(titleSlug('  Carte de l’Île-de-France (1789) ')).toBe('carte-de-l-ile-de-france-1789');
  });

  it('is at most 80 characters and falls back to map', () => {
    expect(titleSlug('a'.repeat(200))).toHaveLength(80);
    expect(titleSlug('北京')).toBe('map');
  });
});
