/** Paths handled as map screens (1§2); `{x}` marks a path segment. */
export const MAP_SCREEN_PATHS: readonly string[] = [
  '/maps',
  '/maps/{seoTitle}',
  '/draw',
  '/satellites',
  '/my-maps',
  '/my-bookmarks',
  '/task',
];

/** Map-screen roots: the path itself or anything below it is a map screen. */
const PREFIX_ROOTS = ['/maps', '/draw', '/satellites'];
/** Map-screen paths that match exactly (trailing slash ignored). */
const EXACT = ['/my-maps', '/my-bookmarks', '/task'];

/**
 * True for map-screen paths: /maps, /maps/{seoTitle}, /draw..., /satellites...,
 * /my-maps, /my-bookmarks, /task. Every other path goes to the main application.
 * A query string or hash is ignored.
 */
export function isMapScreenPath(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const clean = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  if (EXACT.includes(clean)) return true;
  return PREFIX_ROOTS.some((root) => clean === root || clean.startsWith(`${root}/`));
}
