/**
 * A count for display: K above 999, M above 999,999 (1§9), one decimal at most.
 * Temporary twin of domain's abbreviateNumber until that lands; then this re-exports it.
 */
export function abbreviateCount(value: number): string {
  const trim = (n: number) => (Math.floor(n * 10) / 10).toString();
  if (value > 999_999) return `${trim(value / 1_000_000)}M`;
  if (value > 999) return `${trim(value / 1_000)}K`;
  return String(value);
}
