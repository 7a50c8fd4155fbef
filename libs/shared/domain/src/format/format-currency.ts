/**
 * Formats an amount in cents (1§5): empty or zero gives ''; otherwise the amount divided by 100
 * with two decimals, prefixed by the currency code (USD shown as US) and a $ sign: 'US$12.34'.
 */
export function formatCurrency(
  cents: number | null | undefined,
  currency: string | null | undefined,
): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents) || cents === 0) return '';
  const code = (currency ?? '').trim().toUpperCase();
  const prefix = code === 'USD' ? 'US' : code;
  const sign = cents < 0 ? '-' : '';
  return `${sign}${prefix}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** Payment amounts are sent multiplied by 100 (1§9). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Payment amounts are received divided by 100 (1§9). */
export function fromCents(cents: number): number {
  return cents / 100;
}
