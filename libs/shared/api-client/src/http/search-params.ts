/** A value the client can put in a query string. */
export type QueryValue =
  string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * Serialises a query: undefined and null omitted, arrays comma-joined (empty arrays omitted),
 * booleans as 'true'/'false', numbers as decimal strings.
 */
export function toSearchParams(query: Readonly<Record<string, QueryValue>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
      continue;
    }
    params.set(key, String(value));
  }
  return params;
}
