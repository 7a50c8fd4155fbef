import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FILL_PATTERNS } from '@unfurl/domain';
import { fillPatternOrDefault } from './fill-pattern-or-default';

describe('fillPatternOrDefault', () => {
  it('keeps known patterns', () => {
    for (const p of FILL_PATTERNS) expect(fillPatternOrDefault(p)).toBe(p);
  });

  it("falls back to 'none' for unknown patterns (R-368)", () => {
    expect(fillPatternOrDefault('plaid')).toBe('none');
    expect(fillPatternOrDefault(undefined)).toBe('none');
    fc.assert(
      fc.property(
        fc.string(),
        (s) =>
          (FILL_PATTERNS as readonly string[]).includes(s) || fillPatternOrDefault(s) === 'none',
      ),
    );
  });
});
