/** Query keys that carry a tracker code on a landing URL, in order of preference. */
export const TRACKER_QUERY_KEYS = ['utm', 'utm_campaign', 'utm_source'] as const;

/** The tracker code of a landing URL's query string, if any (trimmed, at most 200 characters). */
export function trackerCodeFromSearch(search: string): string | undefined {
  const params = new URLSearchParams(search);
  for (const key of TRACKER_QUERY_KEYS) {
    const value = params.get(key)?.trim();
    if (value) return value.slice(0, 200);
  }
  return undefined;
}
