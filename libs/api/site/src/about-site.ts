import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { ABOUT_SITE_PAGES } from '@unfurl/domain';
import { NotFoundError } from '@unfurl/api-http';

/** The default about site's pages in the repository (`docs/about`). */
export const ABOUT_PAGES_DIR = fileURLToPath(new URL('../../../../docs/about/', import.meta.url));

/** Where the default about site is served. */
export const ABOUT_SITE_PATH = '/about';

/** The file of each page of {@link ABOUT_SITE_PAGES}, and the site's stylesheet. */
const FILES: ReadonlyMap<string, { file: string; type: string }> = new Map([
  ...ABOUT_SITE_PAGES.map(
    (page) =>
      [page, { file: `${page || 'index'}.html`, type: 'text/html; charset=utf-8' }] as const,
  ),
  ['about.css', { file: 'about.css', type: 'text/css; charset=utf-8' }],
]);

/**
 * Serves the default about site (terms, privacy, operator terms, help, blog; used while
 * `ABOUT_URL` is unset) from `dir` at /about/: `/about/` is the front page, `/about/help` a
 * page. Any other path under /about is a 404 `{ message, code }`.
 */
export async function registerAboutSite(
  app: FastifyInstance,
  dir: string = ABOUT_PAGES_DIR,
): Promise<void> {
  const hide = { schema: { hide: true } };
  app.get(ABOUT_SITE_PATH, hide, (_request, reply) => reply.redirect(`${ABOUT_SITE_PATH}/`, 301));
  app.get<{ Params: { '*': string } }>(`${ABOUT_SITE_PATH}/*`, hide, async (request, reply) => {
    const entry = FILES.get(request.params['*']);
    if (!entry) {
      throw new NotFoundError(`There is no page ${request.url.split('?')[0]} on the about site`);
    }
    const body = await readFile(join(dir, entry.file), 'utf8');
    return reply.type(entry.type).header('cache-control', 'no-cache').send(body);
  });
}
