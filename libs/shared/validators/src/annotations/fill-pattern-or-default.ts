import { DEFAULT_FILL_PATTERN, isFillPattern } from '@unfurl/domain';
import type { FillPattern } from '@unfurl/domain';

/** A known fill pattern name as is; anything else falls back to the first pattern, none (1§5). */
export function fillPatternOrDefault(name: unknown): FillPattern {
  return isFillPattern(name) ? name : DEFAULT_FILL_PATTERN;
}
