import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { abbreviateNumber } from './abbreviate-number';
import { formatArea, groupThousands } from './format-area';
import { formatCurrency, fromCents, toCents } from './format-currency';

describe('abbreviateNumber', () => {
  it('abbreviates with K above 999 (R-176) and M above 999,999 (R-177)', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1500)).toBe('1.5K');
    expect(abbreviateNumber(999_999)).toBe('999.99K');
    expect(abbreviateNumber(1_000_000)).toBe('1M');
    expect(abbreviateNumber(1_040_000)).toBe('1.04M');
    expect(abbreviateNumber(-2500)).toBe('-2.5K');
    expect(abbreviateNumber(0)).toBe('0');
  });

  it('uses the suffix that matches the size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => {
        const text = abbreviateNumber(n);
        if (n > 999_999) expect(text.endsWith('M')).toBe(true);
        else if (n > 999) expect(text.endsWith('K')).toBe(true);
        else expect(text).toBe(String(n));
        const unit = text.endsWith('M') ? 1e6 : text.endsWith('K') ? 1e3 : 1;
        const back = Number(text.replace(/[KM]$/, '')) * unit;
        expect(back).toBeLessThanOrEqual(n + 1e-6);
        expect(n - back).toBeLessThan(0.01 * unit + 1e-6);
      }),
    );
  });
});

describe('formatArea', () => {
  it('shows km² (R-178) and M km² above 1 million (R-179)', () => {
    expect(formatArea(12345.678)).toBe('12,345.68 km²');
    expect(formatArea(1_000_000)).toBe('1,000,000 km²');
    expect(formatArea(2_500_000)).toBe('2.5 M km²');
    expect(formatArea(0.01234)).toBe('0.0123 km²');
    expect(formatArea(0)).toBe('0 km²');
    expect(groupThousands('1234567.5')).toBe('1,234,567.5');
  });
});

describe('formatCurrency', () => {
  it('is empty for empty or zero (R-494)', () => {
    expect(formatCurrency(0, 'USD')).toBe('');
    expect(formatCurrency(null, 'USD')).toBe('');
    expect(formatCurrency(undefined, 'USD')).toBe('');
  });

  it('divides by 100 with two decimals, code then $; USD shows as US (R-495..R-497)', () => {
    expect(formatCurrency(1234, 'USD')).toBe('US$12.34');
    expect(formatCurrency(500, 'aud')).toBe('AUD$5.00');
    expect(formatCurrency(1, 'USD')).toBe('US$0.01');
  });

  it('round-trips payment amounts through cents (R-493)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), (c) => toCents(fromCents(c)) === c));
  });
});
