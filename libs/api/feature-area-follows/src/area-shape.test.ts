import { describe, expect, it } from 'vitest';
import { AREA_FOLLOW_LIMITS } from '@unfurl/validators';
import { checkAreaShape } from './area-shape';
import { InvalidAreaError } from './area-follow-errors';

const ring = [
  [10, 10],
  [11, 10],
  [11, 11],
  [10, 11],
  [10, 10],
];

function problem(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAreaError);
    return (error as Error).message;
  }
  throw new Error('no problem found');
}

describe('checkAreaShape', () => {
  it('makes a Polygon one polygon of a MultiPolygon and keeps lon/lat only', () => {
    const withHeight = ring.map(([lon, lat]) => [lon!, lat!, 120]);
    expect(checkAreaShape({ type: 'Polygon', coordinates: [withHeight] })).toEqual([[ring]]);
    expect(checkAreaShape({ type: 'MultiPolygon', coordinates: [[ring], [ring]] })).toEqual([
      [ring],
      [ring],
    ]);
  });

  it('names an open ring, a short ring and a degenerate ring with where they are', () => {
    const open = [...ring.slice(0, 4), [10.5, 10]];
    expect(
      problem(() => checkAreaShape({ type: 'MultiPolygon', coordinates: [[ring], [open]] })),
    ).toBe('Invalid area: polygon 2, ring 1 is not closed: its first and last positions differ');
    expect(
      problem(() => checkAreaShape({ type: 'Polygon', coordinates: [ring.slice(0, 3)] })),
    ).toBe('Invalid area: polygon 1, ring 1 has 3 positions; at least 4');
    const flat = [
      [10, 10],
      [11, 10],
      [10, 10],
      [11, 10],
      [10, 10],
    ];
    expect(problem(() => checkAreaShape({ type: 'Polygon', coordinates: [ring, flat] }))).toBe(
      'Invalid area: polygon 1, ring 2 has fewer than 3 distinct positions',
    );
  });

  it('refuses positions out of range, with the position named', () => {
    const far = ring.map((p, i) => (i === 2 ? [181, 11] : p));
    expect(problem(() => checkAreaShape({ type: 'Polygon', coordinates: [far] }))).toBe(
      'Invalid area: polygon 1, ring 1, position 3 (181, 11) is outside longitude -180..180, latitude -90..90',
    );
  });

  it('refuses more positions than the limit', () => {
    const many = Array.from({ length: AREA_FOLLOW_LIMITS.verticesMax }, (_, i) => [
      Math.cos((i / AREA_FOLLOW_LIMITS.verticesMax) * 2 * Math.PI),
      Math.sin((i / AREA_FOLLOW_LIMITS.verticesMax) * 2 * Math.PI),
    ]);
    many.push(many[0]!);
    expect(problem(() => checkAreaShape({ type: 'Polygon', coordinates: [many] }))).toBe(
      `Invalid area: it has more than ${AREA_FOLLOW_LIMITS.verticesMax} positions; simplify it`,
    );
    expect(() => checkAreaShape({ type: 'Polygon', coordinates: [many.slice(1)] })).toThrow(
      'not closed',
    );
  });
});
