/** Groups the integer part with commas; no locale lookups so output is the same everywhere. */
export function groupThousands(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

function trimmed(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/**
 * Formats an area given in km² (1§9): km², or M km² above 1 million. Two decimals at most
 * (three significant digits below 1 km²), thousands grouped: '12,345.68 km²', '2.5 M km²'.
 */
export function formatArea(km2: number): string {
  if (!Number.isFinite(km2) || km2 <= 0) return '0 km²';
  if (km2 > 1_000_000) return `${groupThousands(trimmed(km2 / 1_000_000, 2))} M km²`;
  if (km2 < 1) return `${String(Number(km2.toPrecision(3)))} km²`;
  return `${groupThousands(trimmed(km2, 2))} km²`;
}
