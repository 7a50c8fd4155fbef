import { describe, expect, it } from 'vitest';
import { sharedHit } from './shared-hit';

const hit = (id: string, datetime: string, satellite = 'sentinel-2-l2a') => ({
  id,
  datetime,
  satellite,
});

describe('sharedHit', () => {
  const hits = [
    hit('newest', '2020-02-19T11:34:25Z'),
    hit('s1', '2020-02-19T11:30:00Z', 'sentinel-1-grd'),
    hit('s2', '2020-02-19T11:30:00.000Z'),
  ];

  it("picks the scene taken at the record's date, on its satellite (R-468)", () => {
    expect(sharedHit(hits, { date: '2020-02-19T11:30:00Z', satellite: 'sentinel-2-l2a' })?.id).toBe(
      's2',
    );
    expect(sharedHit(hits, { date: '2020-02-19T11:30:00Z', satellite: 'sentinel-1-grd' })?.id).toBe(
      's1',
    );
  });

  it('takes any scene of that moment when the satellite differs, else none', () => {
    expect(sharedHit(hits, { date: '2020-02-19T11:34:25Z', satellite: 'custom' })?.id).toBe(
      'newest',
    );
    expect(sharedHit(hits, { date: '2020-02-19T09:00:00Z', satellite: 'sentinel-2-l2a' })).toBe(
      undefined,
    );
    expect(sharedHit(hits, { date: 'not a date', satellite: 'sentinel-2-l2a' })).toBe(undefined);
  });
});
