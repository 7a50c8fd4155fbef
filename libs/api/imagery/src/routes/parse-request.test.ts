import { describe, expect, it } from 'vitest';
import { isImageryInputError } from '../imagery-error';
import { checkImageSize, parseBbox, parseTimeRange } from './parse-request';

const messageOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (isImageryInputError(error)) return error.message;
  }
  return '';
};

describe('parseBbox', () => {
  it("gives 'Invalid coordinates detected.' for non-numbers (R-430)", () => {
    expect(messageOf(() => parseBbox([Number.NaN, 1, 2, 3]))).toBe('Invalid coordinates detected.');
    expect(messageOf(() => parseBbox([1, 2, 3]))).toBe('Invalid coordinates detected.');
  });

  it('gives the single-point message for a zero-width or zero-height box (R-426)', () => {
    const single = 'You created a single point. Please select a larger area.';
    expect(messageOf(() => parseBbox([1, 2, 1, 3]))).toBe(single);
    expect(messageOf(() => parseBbox([1, 2, 3, 2]))).toBe(single);
  });

  it('refuses out-of-range and reversed boxes, keeps good ones', () => {
    expect(messageOf(() => parseBbox([-181, 0, 1, 1]))).toMatch(/out of range/);
    expect(messageOf(() => parseBbox([5, 0, 1, 1]))).toMatch(/west < east/);
    expect(parseBbox([-1, -2, 3, 4])).toEqual([-1, -2, 3, 4]);
  });
});

describe('parseTimeRange', () => {
  it('swaps a start after the end (R-427) and refuses non-dates', () => {
    expect(parseTimeRange({ from: '2020-03-01T00:00:00Z', to: '2020-02-01T00:00:00Z' })).toEqual({
      from: '2020-02-01T00:00:00.000Z',
      to: '2020-03-01T00:00:00.000Z',
    });
    expect(messageOf(() => parseTimeRange({ from: 'soon', to: '2020-02-01' }))).toBe(
      "timeRange.from is not a date: 'soon'",
    );
  });
});

describe('checkImageSize (R-429, ruling 6)', () => {
  it('allows 2500 px per side and names the sides over it', () => {
    expect(() => checkImageSize(2500, 2500)).not.toThrow();
    expect(messageOf(() => checkImageSize(2500, 2501))).toBe(
      'Image too large: height 2501 px over the limit of 2500 px per side',
    );
  });
});
