/** Keeps at most 2 decimals (cut, not rounded, so 999,999 stays below 1000K) and trims zeros. */
function cut2(value: number): string {
  return String(Math.floor(value * 100 + 1e-9) / 100);
}

/**
 * Abbreviates a count (1§9): K above 999, M above 999,999, e.g. 1500 → '1.5K',
 * 1040000 → '1.04M', 999 → '999'. Up to 2 decimals, cut rather than rounded up.
 */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const n = Math.abs(value);
  if (n > 999_999) return `${sign}${cut2(n / 1_000_000)}M`;
  if (n > 999) return `${sign}${cut2(n / 1_000)}K`;
  return `${sign}${cut2(n)}`;
}
