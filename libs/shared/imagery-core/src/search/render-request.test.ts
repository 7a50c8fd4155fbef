import { MESSAGES } from '@unfurl/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BAD_IMAGE_SIZE,
  renderCacheKey,
  renderRequestProblem,
  renderSizeProblem,
  thumbnailDimensions,
} from './render-request';

describe('renderSizeProblem', () => {
  it('allows up to 2500 px per side and names the side to reduce (R-429, R-434..R-436)', () => {
    expect(renderSizeProblem(2500, 2500)).toBeUndefined();
    expect(renderSizeProblem(2500, 2501)).toBe(MESSAGES.reduceHeight);
    expect(renderSizeProblem(2501, 100)).toBe(MESSAGES.reduceWidth);
    expect(renderSizeProblem(3000, 3000)).toBe(MESSAGES.reduceBoth);
    expect(renderSizeProblem(0, 10)).toBe(BAD_IMAGE_SIZE);
    expect(renderSizeProblem(10.5, 10)).toBe(BAD_IMAGE_SIZE);
  });

  it('accepts exactly the sizes 1..2500 on both sides', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }), (w, h) => {
        expect(renderSizeProblem(w, h) === undefined).toBe(w <= 2500 && h <= 2500);
      }),
    );
  });
});

describe('renderRequestProblem', () => {
  it('checks coordinates, single points, then size (R-426, R-430, R-434..R-436)', () => {
    const ok = { bbox: [10, 45, 10.1, 45.1], width: 512, height: 512 };
    expect(renderRequestProblem(ok)).toBeUndefined();
    expect(renderRequestProblem({ ...ok, bbox: [10, 45, 'x', 45.1] })).toBe(
      MESSAGES.invalidCoordinates,
    );
    expect(renderRequestProblem({ ...ok, bbox: [10, 45, NaN, 45.1] })).toBe(
      MESSAGES.invalidCoordinates,
    );
    expect(renderRequestProblem({ ...ok, bbox: [10, 45, 10] })).toBe(MESSAGES.invalidCoordinates);
    expect(renderRequestProblem({ ...ok, bbox: [10, 45, 10, 45.1] })).toBe(MESSAGES.singlePoint);
    expect(renderRequestProblem({ ...ok, height: 2600 })).toBe(MESSAGES.reduceHeight);
  });
});

describe('thumbnailDimensions', () => {
  it('puts the thumbnail size on the longer side (R-453, ruling 12)', () => {
    expect(thumbnailDimensions(2000, 1000, 10)).toEqual({ width: 125, height: 63 });
    expect(thumbnailDimensions(1000, 2000, 20)).toEqual({ width: 125, height: 250 });
    expect(thumbnailDimensions(500, 500, 50)).toEqual({ width: 750, height: 750 });
    expect(thumbnailDimensions(300, 100, 100)).toEqual({ width: 1400, height: 467 });
  });

  it('keeps the aspect within rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2500 }),
        fc.integer({ min: 1, max: 2500 }),
        fc.constantFrom(10, 20, 50, 100),
        (w, h, r) => {
          const t = thumbnailDimensions(w, h, r);
          const side = { 10: 125, 20: 250, 50: 750, 100: 1400 }[r];
          expect(Math.max(t.width, t.height)).toBe(side);
          expect(Math.abs(t.width / t.height - w / h)).toBeLessThan(
            (w / h + 1) * (2 / Math.min(t.width, t.height)) + 1e-9,
          );
        },
      ),
    );
  });
});

describe('renderCacheKey', () => {
  const base = {
    bbox: [10, 45, 10.1, 45.1] as const,
    width: 512,
    height: 512,
    script: 'True Color',
  };

  it('keys by area, date at hourly granularity, size and script (R-460)', () => {
    const a = renderCacheKey({ ...base, date: '2024-05-11T10:05:00Z' });
    expect(a).toBe('10,45,10.1,45.1|2024-05-11T10|512x512|True Color');
    expect(renderCacheKey({ ...base, date: '2024-05-11T10:59:59.999Z' })).toBe(a);
    expect(renderCacheKey({ ...base, date: '2024-05-11T12:30:00+02:00' })).toBe(a);
    expect(renderCacheKey({ ...base, date: new Date('2024-05-11T10:45:00Z') })).toBe(a);
    expect(renderCacheKey({ ...base, date: '2024-05-11T11:00:00Z' })).not.toBe(a);
    expect(renderCacheKey({ ...base, width: 256, date: '2024-05-11T10:05:00Z' })).not.toBe(a);
  });

  it('hashes long script sources into a short stable part', () => {
    const source = `//VERSION=3\n${'x'.repeat(200)}`;
    const key = renderCacheKey({ ...base, date: '2024-05-11T10:00:00Z', script: source });
    expect(key).toMatch(/\|#[0-9a-f]{8}:212$/);
    expect(
      renderCacheKey({ ...base, date: '2024-05-11T10:00:00Z', script: `${source} ` }),
    ).not.toBe(key);
  });

  it('gives equal keys exactly when the hour, area, size and script are equal', () => {
    const time = fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2030, 0, 1) });
    fc.assert(
      fc.property(time, time, (t1, t2) => {
        const k1 = renderCacheKey({ ...base, date: new Date(t1) });
        const k2 = renderCacheKey({ ...base, date: new Date(t2) });
        expect(k1 === k2).toBe(Math.floor(t1 / 3_600_000) === Math.floor(t2 / 3_600_000));
      }),
    );
  });
});
