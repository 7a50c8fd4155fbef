import { describe, expect, it } from 'vitest';
import { monthCells, monthRange, monthTitle, shiftMonth } from './month-days';

describe('month days', () => {
  it('gives a month its range, its neighbours and its title', () => {
    expect(monthRange('2020-02-19')).toEqual({ first: '2020-02-01', last: '2020-02-29' });
    expect(monthRange('2021-02-03')).toEqual({ first: '2021-02-01', last: '2021-02-28' });
    expect(shiftMonth('2020-01-31', 1)).toBe('2020-02-01');
    expect(shiftMonth('2020-01-15', -1)).toBe('2019-12-01');
    expect(monthTitle('2020-02-19')).toBe('February 2020');
  });

  it('lays the days out in Monday-first weeks', () => {
    const cells = monthCells('2020-02-10');
    // 1 February 2020 was a Saturday: five blanks first.
    expect(cells.slice(0, 6)).toEqual([null, null, null, null, null, '2020-02-01']);
    expect(cells.filter(Boolean)).toHaveLength(29);
    expect(cells.at(-1)).toBe('2020-02-29');
  });
});
