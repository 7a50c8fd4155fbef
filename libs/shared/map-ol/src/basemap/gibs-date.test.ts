import { describe, expect, it } from 'vitest';
import { gibsDate } from './gibs-date';

describe('gibsDate', () => {
  it('asks for yesterday in UTC', () => {
    expect(gibsDate(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-09');
  });
  it('crosses month and year boundaries', () => {
    expect(gibsDate(new Date('2026-01-01T00:30:00Z'))).toBe('2025-12-31');
  });
});
