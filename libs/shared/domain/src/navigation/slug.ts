/**
 * The numeric id at the end of a map slug (1§2): the part after the last hyphen, or the whole
 * slug without a hyphen; undefined when that part is not a non-negative integer (R-140..R-142).
 */
export function slugToId(slug: string): number | undefined {
  const hyphen = slug.lastIndexOf('-');
  const part = hyphen === -1 ? slug : slug.slice(hyphen + 1);
  if (!/^\d+$/.test(part)) return undefined;
  const id = Number(part);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Builds a slug `{words}-{id}` from a title and an id (lower case, non-alphanumerics as hyphens). */
export function toSlug(title: string, id: number): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words ? `${words}-${id}` : String(id);
}

/** The stored SEO title of a listing: ASCII words joined by '-', at most 80 characters, else 'map'. */
export function titleSlug(title: string): string {
  const text = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return text || 'map';
}
