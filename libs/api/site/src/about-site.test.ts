import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '@unfurl/api-http';
import { ABOUT_SITE_PAGES, LEGAL_PAGES, aboutLinks, legalPageUrl } from '@unfurl/domain';
import { registerAboutSite } from './about-site';

/** The default about site as the atlas reaches it: the real docs/about pages. */
const app = createHttpServer({ logger: false });
beforeAll(async () => {
  await registerAboutSite(app);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the default about site (/about, from docs/about)', () => {
  it('serves every page the legal pages and the Help and Blog links point at', async () => {
    const targets = [
      ...LEGAL_PAGES.map((page) => [page.title, legalPageUrl(page, '/about')] as const),
      ['Help', aboutLinks('/about').help],
      ['Blog', aboutLinks('/about').blog],
    ] as const;
    for (const [title, url] of targets) {
      const [path, section] = url.split('#');
      const page = await get(path!);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.body, url).toContain(`<h1>`);
      if (section) expect(page.body, url).toContain(`id="${section}"`);
      expect(page.body, url).toContain(title);
    }
    expect(ABOUT_SITE_PAGES).toHaveLength(5);
  });

  it('sends /about to /about/ so the pages’ relative links resolve, and serves their stylesheet', async () => {
    const bare = await get('/about');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/about/');
    const css = await get('/about/about.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('body {');
    const front = await get('/about/');
    for (const href of ['about.css', 'help', 'blog', './#terms-of-service', '/']) {
      expect(front.body).toContain(`href="${href}"`);
    }
  });

  it('answers any other path under /about with a 404 { message, code }, never a file outside', async () => {
    for (const url of [
      '/about/nope',
      '/about/help.html',
      '/about/..%2f..%2fREADME.md',
      '/about/index',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: expect.stringMatching(/NOT_FOUND$/) });
    }
  });
});
