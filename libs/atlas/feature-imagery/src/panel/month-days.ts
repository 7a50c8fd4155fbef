/** The first and last day (YYYY-MM-DD) of the month of `day`. */
export function monthRange(day: string): { first: string; last: string } {
  const [y = 1970, m = 1] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { first: `${y}-${mm}-01`, last: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The first day of the month `delta` months from the month of `day`. */
export function shiftMonth(day: string, delta: number): string {
  const [y = 1970, m = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + delta, 1));
  return date.toISOString().slice(0, 10);
}

/**
 * The cells of a month grid, weeks starting on Monday: null for the blanks before the first day,
 * then every day of the month (YYYY-MM-DD).
 */
export function monthCells(day: string): (string | null)[] {
  const { first, last } = monthRange(day);
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const count = Number(last.slice(8));
  const prefix = first.slice(0, 8);
  return [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`),
  ];
}

/** 'February 2020' for any day of that month. */
export function monthTitle(day: string): string {
  return new Date(`${monthRange(day).first}T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
