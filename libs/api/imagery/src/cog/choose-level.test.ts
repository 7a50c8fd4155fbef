import { describe, expect, it } from 'vitest';
import type { CogLevel } from './cog-source';
import { chooseLevel } from './choose-level';

const levels = [1, 2, 4, 8].map(
  (r) => ({ ratioX: r, ratioY: r, width: 1000 / r, height: 1000 / r }) as unknown as CogLevel,
);

describe('chooseLevel (gdalwarp -ovr AUTO)', () => {
  it('reads the full image when not zooming out', () => {
    expect(chooseLevel(levels, 0.5)).toBe(0);
    expect(chooseLevel(levels, 1)).toBe(0);
  });

  it('takes the finer neighbour of the target ratio, never a coarser level', () => {
    expect(chooseLevel(levels, 1.5)).toBe(0);
    expect(chooseLevel(levels, 3)).toBe(1);
    expect(chooseLevel(levels, 7.9)).toBe(2);
  });

  it('takes a level equal to the target ratio (within 0.1)', () => {
    expect(chooseLevel(levels, 2)).toBe(1);
    expect(chooseLevel(levels, 4)).toBe(2);
    expect(chooseLevel(levels, 3.95)).toBe(1);
  });

  it('takes the coarsest overview past the last one', () => {
    expect(chooseLevel(levels, 100)).toBe(3);
    expect(chooseLevel(levels.slice(0, 1), 100)).toBe(0);
  });
});
