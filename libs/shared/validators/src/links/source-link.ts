const HOST = String.raw`(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,})`;
/** Loose check: an optional http(s) scheme, a host, then optional port, path, query. */
const SOURCE_LINK = new RegExp(String.raw`^(?:https?://)?${HOST}(?::\d{1,5})?(?:[/?#]\S*)?$`, 'i');
const SCHEMES = /^(?:https?:\/\/)+/i;

/** True when the link (trimmed) is an optional http(s) scheme followed by a host. */
export function isValidSourceLink(value: string): boolean {
  return SOURCE_LINK.test(normaliseSourceLink(value));
}

/**
 * Normalises a source link (decisions ruling 1): trims it; a doubled scheme
 * (`https://https://host`, `http://https://host`) collapses to one, the innermost; a link without a
 * scheme gets `https://`. Empty stays empty.
 */
export function normaliseSourceLink(value: string): string {
  const text = value.trim();
  if (text === '') return '';
  const schemes = SCHEMES.exec(text)?.[0];
  if (!schemes) return `https://${text}`;
  const rest = text.slice(schemes.length);
  const last = /https?:\/\/$/i.exec(schemes)?.[0] ?? 'https://';
  return `${last.toLowerCase()}${rest}`;
}
