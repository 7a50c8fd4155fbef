import { describe, expect, it } from 'vitest';
import {
  FOOTPRINT_MAX_IN_VIEW,
  clusterLabel,
  clusterRadius,
  showsFootprints,
} from './cluster-zoom';

describe('showsFootprints', () => {
  it('clusters below zoom 4 whatever the count', () => {
    expect(showsFootprints(2, 1)).toBe(false);
    expect(showsFootprints(3.99, 0)).toBe(false);
    expect(showsFootprints(4, 1)).toBe(true);
  });
  it('clusters a view that holds more than the threshold at any zoom', () => {
    expect(showsFootprints(5.3, FOOTPRINT_MAX_IN_VIEW)).toBe(true);
    expect(showsFootprints(5.3, FOOTPRINT_MAX_IN_VIEW + 1)).toBe(false);
    expect(showsFootprints(12, 10_000)).toBe(false);
  });
});

describe('cluster look', () => {
  it('grows cluster circles with the count, within limits', () => {
    expect(clusterRadius(1)).toBe(5);
    expect(clusterRadius(10)).toBeLessThan(clusterRadius(1000));
    expect(clusterRadius(1e9)).toBe(26);
  });
  it('labels counts, in thousands from 1,000', () => {
    expect(clusterLabel(999)).toBe('999');
    expect(clusterLabel(2_345)).toBe('2K');
  });
});
