import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupByDay, roundTo2 } from './day-groups';

const hit = (datetime: string, cloudCover: number) => ({ datetime, cloudCover });

describe('groupByDay', () => {
  it('groups per day with the average cloud cover to two decimals, newest first (R-456..R-458)', () => {
    const groups = groupByDay([
      hit('2024-05-01T10:20:00Z', 10),
      hit('2024-05-11T10:30:00Z', 3.333),
      hit('2024-05-11T10:31:00Z', 20),
      hit('2024-05-11T10:29:00Z', 0.5),
      hit('2024-05-06T10:30:00Z', 12.345),
    ]);
    expect(groups.map((g) => [g.day, g.averageCloudCover, g.hits.length])).toEqual([
      ['2024-05-11', 7.94, 3],
      ['2024-05-06', 12.35, 1],
      ['2024-05-01', 10, 1],
    ]);
    expect(groups[0]?.hits.map((h) => h.datetime)).toEqual([
      '2024-05-11T10:31:00Z',
      '2024-05-11T10:30:00Z',
      '2024-05-11T10:29:00Z',
    ]);
  });

  it('uses the UTC day, drops unreadable dates and ignores missing cloud cover', () => {
    const groups = groupByDay([
      hit('2024-05-01T23:30:00-02:00', 10),
      hit('not a date', 50),
      hit('2024-05-02T00:10:00Z', Number.NaN),
    ]);
    expect(groups).toEqual([
      { day: '2024-05-02', averageCloudCover: 10, hits: [groups[0]?.hits[0], groups[0]?.hits[1]] },
    ]);
  });

  it('rounds halves up to two decimals', () => {
    expect([roundTo2(1.005), roundTo2(2.675), roundTo2(-1.005), roundTo2(7.9443)]).toEqual([
      1.01, 2.68, -1.01, 7.94,
    ]);
  });

  it('keeps every hit once, one group per day, days strictly newest first, mean within range', () => {
    const arbHit = fc.record({
      datetime: fc
        .date({ min: new Date('2015-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      cloudCover: fc.double({ min: 0, max: 100, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(arbHit, { maxLength: 40 }), (hits) => {
        const groups = groupByDay(hits);
        expect(groups.reduce((n, g) => n + g.hits.length, 0)).toBe(hits.length);
        expect(new Set(hits.map((h) => h.datetime.slice(0, 10))).size).toBe(groups.length);
        for (let i = 1; i < groups.length; i++) {
          expect((groups[i - 1]?.day ?? '') > (groups[i]?.day ?? '')).toBe(true);
        }
        for (const g of groups) {
          const covers = g.hits.map((h) => h.cloudCover);
          expect(g.averageCloudCover).toBeGreaterThanOrEqual(roundTo2(Math.min(...covers)) - 0.01);
          expect(g.averageCloudCover).toBeLessThanOrEqual(roundTo2(Math.max(...covers)) + 0.01);
          expect(Math.round(g.averageCloudCover * 100) / 100).toBe(g.averageCloudCover);
          expect(g.hits.every((h) => h.datetime.startsWith(g.day))).toBe(true);
        }
      }),
    );
  });
});
