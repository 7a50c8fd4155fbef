/**
 * True when the app may be sent to `redirectUri`: an absolute http(s) URL without a fragment or
 * credentials whose origin is the origin the request came to, or one of `allowedOrigins`.
 */
export function isAllowedRedirectUri(
  redirectUri: string,
  requestOrigin: string,
  allowedOrigins: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.hash || url.username || url.password) return false;
  return (
    url.origin === originOf(requestOrigin) || allowedOrigins.some((o) => originOf(o) === url.origin)
  );
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** `redirectUri` with `params` added to its query. */
export function withQuery(
  redirectUri: string,
  params: Readonly<Record<string, string | null>>,
): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) {
    if (value !== null) url.searchParams.set(key, value);
  }
  return url.toString();
}
