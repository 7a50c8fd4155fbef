import { describe, expect, it } from 'vitest';
import { unwrapRing } from './unwrap-ring';

describe('unwrapRing', () => {
  it('continues a ring across the antimeridian instead of jumping back', () => {
    const ring = [
      [178, -17],
      [-179, -17],
      [-179, -16],
      [178, -16],
      [178, -17],
    ];
    expect(unwrapRing(ring).map((p) => p[0])).toEqual([178, 181, 181, 178, 178]);
  });
  it('leaves ordinary rings alone', () => {
    const ring = [
      [10, 0],
      [20, 0],
      [20, 10],
      [10, 0],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });
  it('keeps a ring around the pole as it is', () => {
    const ring = [
      [-180, -80],
      [-60, -70],
      [60, -70],
      [179, -80],
      [-180, -90],
      [-180, -80],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });
});
