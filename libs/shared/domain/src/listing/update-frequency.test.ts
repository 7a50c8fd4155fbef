import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  UPDATE_FREQUENCY_LABELS,
  UPDATE_FREQUENCY_PRIORITY,
  frequencyForInterval,
  frequencyForLabel,
  updateFrequencyChip,
} from './update-frequency';

describe('update frequency chips', () => {
  it('has the chips of the spec with labels (R-213)', () => {
    expect(Object.values(UPDATE_FREQUENCY_LABELS)).toEqual([
      'Featured',
      'New',
      'Real Time',
      'Daily',
      'Weekly',
      'Monthly',
      'Seasonal',
      'Yearly',
    ]);
  });

  it('maps intervals: real time under 24 h, seasonal 3 to 6 months', () => {
    expect(frequencyForInterval(1)).toBe('REAL_TIME');
    expect(frequencyForInterval(23.9)).toBe('REAL_TIME');
    expect(frequencyForInterval(24)).toBe('DAILY');
    expect(frequencyForInterval(24 * 7)).toBe('WEEKLY');
    expect(frequencyForInterval(24 * 30)).toBe('MONTHLY');
    expect(frequencyForInterval(24 * 120)).toBe('SEASONAL');
    expect(frequencyForInterval(24 * 365)).toBe('YEARLY');
    expect(frequencyForInterval(0)).toBeUndefined();
  });

  it('reads chip words from labels', () => {
    expect(frequencyForLabel('#Daily')).toBe('DAILY');
    expect(frequencyForLabel('near-real-time')).toBe('REAL_TIME');
    expect(frequencyForLabel('climate')).toBeUndefined();
  });

  it('picks by priority: featured, new, near-real-time, daily, ..., yearly (R-214)', () => {
    expect(updateFrequencyChip({ isFeatured: true, isNew: true, labels: ['daily'] })).toBe(
      'FEATURED',
    );
    expect(updateFrequencyChip({ isNew: true, labels: ['daily'] })).toBe('NEW');
    expect(updateFrequencyChip({ labels: ['yearly', 'daily'], updateIntervalHours: 24 * 40 })).toBe(
      'DAILY',
    );
    expect(updateFrequencyChip({ labels: ['climate'] })).toBeUndefined();
  });

  it('never picks a chip ranked below another that applies', () => {
    const chips = fc.subarray([...UPDATE_FREQUENCY_PRIORITY]);
    fc.assert(
      fc.property(chips, (set) => {
        const labels = set
          .filter((c) => c !== 'FEATURED' && c !== 'NEW')
          .map((c) => (c === 'REAL_TIME' ? 'real-time' : c.toLowerCase()));
        const chip = updateFrequencyChip({
          isFeatured: set.includes('FEATURED'),
          isNew: set.includes('NEW'),
          labels,
        });
        expect(chip).toBe(UPDATE_FREQUENCY_PRIORITY.find((c) => set.includes(c)));
      }),
    );
  });
});
