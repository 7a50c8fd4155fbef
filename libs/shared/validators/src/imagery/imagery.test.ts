import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TASKING_LIMITS } from '@unfurl/domain';
import { dayTimeRange, orderDateRange } from './date-range';
import { checkSearchArea, imageSizeProblem } from './search-area';
import { taskingAreaProblem } from './tasking';

describe('checkSearchArea', () => {
  it('rejects a single point (R-426)', () => {
    const msg = 'You created a single point. Please select a larger area.';
    expect(checkSearchArea({ sw: { lat: 1, lng: 2 }, ne: { lat: 1, lng: 3 } })).toEqual({
      ok: false,
      reason: msg,
    });
    expect(checkSearchArea({ sw: { lat: 1, lng: 2 }, ne: { lat: 5, lng: 2 } })).toEqual({
      ok: false,
      reason: msg,
    });
  });

  it('rejects non-numeric coordinates (R-430)', () => {
    const bad = { sw: { lat: Number('x'), lng: 2 }, ne: { lat: 3, lng: 4 } };
    expect(checkSearchArea(bad)).toEqual({ ok: false, reason: 'Invalid coordinates detected.' });
  });

  it('chooses 10, 20, 50 or 100 m (R-431)', () => {
    const small = checkSearchArea({ sw: { lat: 0, lng: 0 }, ne: { lat: 0.1, lng: 0.1 } });
    expect(small).toMatchObject({ ok: true, resolution: 10 });
    const mid = checkSearchArea({ sw: { lat: 0, lng: 0 }, ne: { lat: 0.4, lng: 0.4 } });
    expect(mid).toMatchObject({ ok: true, resolution: 20 });
    const big = checkSearchArea({ sw: { lat: 0, lng: 0 }, ne: { lat: 2, lng: 2 } });
    expect(big).toMatchObject({ ok: true, resolution: 100 });
  });

  it('names the side to reduce when even 100 m is too fine (R-434..R-436)', () => {
    expect(checkSearchArea({ sw: { lat: 0, lng: 0 }, ne: { lat: 5, lng: 0.5 } })).toEqual({
      ok: false,
      reason: 'This AOI is invalid, please reduce the height',
    });
    expect(checkSearchArea({ sw: { lat: 0, lng: 0 }, ne: { lat: 0.5, lng: 5 } })).toEqual({
      ok: false,
      reason: 'This AOI is invalid, please reduce the width',
    });
    expect(checkSearchArea({ sw: { lat: 0, lng: 0 }, ne: { lat: 5, lng: 5 } })).toEqual({
      ok: false,
      reason: 'This AOI is too large, please reduce the height and width',
    });
  });

  it('allows exactly 2500 px per side (R-429, ruling 6)', () => {
    expect(imageSizeProblem(2500, 2500)).toBeUndefined();
    expect(imageSizeProblem(2501, 10)).toMatch(/width/);
  });

  it('never returns an image over 2500 px', () => {
    const lat = fc.double({ min: -60, max: 60, noNaN: true });
    const lng = fc.double({ min: -170, max: 170, noNaN: true });
    fc.assert(
      fc.property(lat, lng, lat, lng, (a, b, c, d) => {
        const r = checkSearchArea({ sw: { lat: a, lng: b }, ne: { lat: c, lng: d } });
        if (r.ok) {
          expect(r.widthPx).toBeLessThanOrEqual(2500);
          expect(r.heightPx).toBeLessThanOrEqual(2500);
        }
      }),
    );
  });
});

describe('date range', () => {
  it('swaps a start after the end (R-427)', () => {
    expect(orderDateRange('2024-05-02', '2024-05-01')).toEqual(['2024-05-01', '2024-05-02']);
    expect(orderDateRange(3, 1)).toEqual([1, 3]);
    expect(dayTimeRange('2024-05-09', '2024-05-01')).toEqual({
      from: '2024-05-01T00:00:00Z',
      to: '2024-05-09T23:59:59Z',
    });
    expect(() => dayTimeRange('2024-5-1', '2024-05-02')).toThrow(RangeError);
  });
});

describe('taskingAreaProblem', () => {
  it('applies the operator limits (R-479..R-481)', () => {
    expect(taskingAreaProblem('operatorOneNew', { areaKm2: 100, widthKm: 10, heightKm: 10 })).toBe(
      undefined,
    );
    expect(taskingAreaProblem('operatorOneNew', { areaKm2: 40, widthKm: 8, heightKm: 5 })).toMatch(
      /50 and 300/,
    );
    expect(
      taskingAreaProblem('operatorOneArchive', { areaKm2: 30, widthKm: 6, heightKm: 5 }),
    ).toBeUndefined();
    expect(
      taskingAreaProblem('archiveArchive', { areaKm2: 900, widthKm: 30, heightKm: 30 }),
    ).toBeUndefined();
    expect(
      taskingAreaProblem('archiveArchive', { areaKm2: 900, widthKm: 41, heightKm: 22 }),
    ).toMatch(/width/);
    expect(Object.keys(TASKING_LIMITS)).toHaveLength(3);
  });
});
