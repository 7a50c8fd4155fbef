import { describe, expect, it } from 'vitest';
import { meters } from '@unfurl/domain';
import { areaLabel, lengthLabel } from './format-measure';
import { squareMeters } from './square-meters';

describe('measurement labels', () => {
  it('formats lengths in metric, imperial and nautical units', () => {
    expect(lengthLabel(meters(512.34), 'metric')).toBe('512.3 m');
    expect(lengthLabel(meters(12_345.6), 'metric')).toBe('12.35 km');
    expect(lengthLabel(meters(100), 'imperial')).toBe('328 ft');
    expect(lengthLabel(meters(16_093.44), 'imperial')).toBe('10 mi');
    expect(lengthLabel(meters(3704), 'nautical')).toBe('2 nmi');
    expect(lengthLabel(meters(926), 'nautical')).toBe('0.5 nmi');
  });

  it('shows areas in km², and in M km² above one million (R-178, R-179)', () => {
    expect(areaLabel(squareMeters(2_500_000), 'metric')).toBe('2.5 km²');
    expect(areaLabel(squareMeters(123_456_700_000), 'metric')).toBe('123,456.7 km²');
    expect(areaLabel(squareMeters(1_234_567_000_000), 'metric')).toBe('1.23 M km²');
    expect(areaLabel(squareMeters(1e12), 'metric')).toBe('1,000,000 km²');
    expect(areaLabel(squareMeters(13_662_703_680_020), 'metric')).toBe('13.66 M km²');
    expect(areaLabel(squareMeters(1234), 'metric')).toBe('0.00123 km²');
  });

  it('shows imperial areas in acres up to a square mile, and nautical ones in nmi²', () => {
    expect(areaLabel(squareMeters(4046.8564224 * 10), 'imperial')).toBe('10 ac');
    expect(areaLabel(squareMeters(1609.344 ** 2 * 5), 'imperial')).toBe('5 mi²');
    expect(areaLabel(squareMeters(1852 ** 2 * 2e6), 'nautical')).toBe('2 M nmi²');
  });
});
