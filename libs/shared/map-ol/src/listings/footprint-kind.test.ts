import { describe, expect, it } from 'vitest';
import { LISTING_TYPES } from '@unfurl/domain';
import { FOOTPRINT_COLORS, footprintColor, footprintKind } from './footprint-kind';

describe('footprintKind', () => {
  it('draws COG, IMAGE, GIF and LO_FI distinctly', () => {
    const kinds = ['COG', 'IMAGE', 'GIF', 'LO_FI'].map((t) => footprintKind(t as 'COG'));
    expect(new Set(kinds).size).toBe(4);
    const colors = new Set(Object.values(FOOTPRINT_COLORS).map((c) => c.join()));
    expect(colors.size).toBe(5);
  });
  it('has a kind for every listing type', () => {
    for (const type of LISTING_TYPES) expect(footprintKind(type)).toBeTypeOf('string');
    expect(footprintKind('WMS')).toBe('other');
  });
  it('formats rgba colours', () => {
    expect(footprintColor('cog', 0.5)).toBe('rgba(56, 189, 248, 0.5)');
  });
});
