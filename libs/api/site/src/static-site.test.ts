import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '@unfurl/api-http';
import { registerStaticSite, wantsSpaFallback, withAboutUrl } from './static-site';
import type { AtlasSite } from './static-site';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Unfurl atlas</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The static site as the app wires it: files, and index.html for app routes. */
async function serve(aboutUrl?: string) {
  const dir = await mkdtemp(join(tmpdir(), 'unfurl-static-'));
  await writeFile(join(dir, 'index.html'), INDEX);
  await writeFile(join(dir, 'app.js'), 'console.log(1)');
  const app = createHttpServer({ logger: false });
  const atlas: AtlasSite | undefined = await registerStaticSite(app, dir, aboutUrl);
  app.setNotFoundHandler((request, reply) =>
    atlas && wantsSpaFallback(request.method, request.url)
      ? atlas.sendIndex(reply)
      : reply.status(404).send({ message: 'not found', code: 'ROUTE_NOT_FOUND' }),
  );
  await app.ready();
  return app;
}

const meta = (body: string) =>
  /<meta name="unfurl-about-url" content="([^"]*)" \/>/.exec(body)?.[1];

describe('the static atlas names the about site (ABOUT_URL) in its page', () => {
  const apps: Awaited<ReturnType<typeof serve>>[] = [];
  let plain: Awaited<ReturnType<typeof serve>>;
  let configured: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    plain = await serve();
    configured = await serve('https://about.example.org/unfurl');
    apps.push(plain, configured);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('writes /about into every app route and the front page by default', async () => {
    for (const url of ['/', '/maps/some-map-12?pos=1,2,3', '/no/such-page']) {
      const page = await plain.inject({ url, headers: { host: 'acme.localhost:4200' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.headers['x-unfurl-subdomain'], url).toBe('acme');
      expect(meta(page.body), url).toBe('/about');
      expect(page.body, url).toContain('<title>Unfurl atlas</title>');
    }
  });

  it('writes the configured about site, and never serves index.html without it', async () => {
    expect(meta((await configured.inject({ url: '/terms' })).body)).toBe(
      'https://about.example.org/unfurl',
    );
    const direct = await configured.inject({ url: '/index.html' });
    expect(meta(direct.body)).toBe('https://about.example.org/unfurl');
  });

  it('still serves the other files as they are, and API paths get no page', async () => {
    const file = await plain.inject({ url: '/app.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('console.log(1)');
    expect((await plain.inject({ url: '/v1/unknown' })).statusCode).toBe(404);
  });
});

describe('withAboutUrl', () => {
  it('adds the meta tag in the head, escaping the value', () => {
    const html = withAboutUrl(INDEX, 'https://a.example/?x="1"&y=<2>');
    expect(html).toContain(
      '<meta name="unfurl-about-url" content="https://a.example/?x=&#34;1&#34;&#38;y=&#60;2&#62;" />\n  </head>',
    );
  });
});

describe('tenant assets (the seeded logos) are files, never the atlas page', () => {
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    app = await serve();
  });
  afterAll(async () => {
    await app.close();
  });

  it("serves acme's seeded logo address as image/svg+xml", async () => {
    const logo = await app.inject({
      url: '/assets/acme-logo.svg',
      headers: { host: 'acme.localhost:4200' },
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toMatch(/^<svg /);
    expect(logo.body).toContain('Acme');
  });

  it('answers an unknown asset with 404, not the page', async () => {
    for (const url of ['/assets/no-such-logo.svg', '/assets/index-deadbeef.js']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).not.toMatch(/text\/html/);
    }
    expect(wantsSpaFallback('GET', '/assets/x.png')).toBe(false);
    expect(wantsSpaFallback('GET', '/maps/assets')).toBe(true);
  });

  it('serves the tenant assets when there is no atlas build', async () => {
    const bare = createHttpServer({ logger: false });
    expect(await registerStaticSite(bare, undefined)).toBeUndefined();
    await bare.ready();
    const logo = await bare.inject({ url: '/assets/acme-logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    await bare.close();
  });
});
