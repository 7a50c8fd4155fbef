/**
 * The date string NASA GIBS daily layers are requested for: yesterday in UTC, because today's
 * mosaic is usually incomplete. Pure: the clock is passed in.
 */
export function gibsDate(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
  return day.toISOString().slice(0, 10);
}
