import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('uses first plus last, else first, else name (R-180)', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', name: 'ada' })).toBe(
      'Ada Lovelace',
    );
    expect(displayName({ firstName: 'Ada', lastName: '', name: 'ada' })).toBe('Ada');
    expect(displayName({ firstName: ' ', lastName: 'Lovelace', name: 'ada' })).toBe('ada');
  });

  it("falls back to 'Unfurl User' (R-181)", () => {
    expect(displayName({})).toBe('Unfurl User');
    expect(displayName(null)).toBe('Unfurl User');
    expect(displayName({ name: '  ' })).toBe('Unfurl User');
  });
});
