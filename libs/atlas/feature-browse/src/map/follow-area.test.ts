import { describe, expect, it } from 'vitest';
import { followViewBody } from './follow-area';

describe('followViewBody', () => {
  it('follows the view as a closed lon/lat ring, clamped to the world, the name trimmed', () => {
    const body = followViewBody(
      { west: -200.123456, south: 38.6000049, east: -9.1, north: 95 },
      '  Lisbon  ',
      ['listings', 'sentinel-2-l2a'],
    );
    expect(body).toEqual({
      name: 'Lisbon',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-180, 38.6],
            [-9.1, 38.6],
            [-9.1, 90],
            [-180, 90],
            [-180, 38.6],
          ],
        ],
      },
      watch: ['listings', 'sentinel-2-l2a'],
    });
  });
});
