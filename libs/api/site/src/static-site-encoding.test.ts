import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '@unfurl/api-http';
import {
  ASSET_CACHE_CONTROL,
  isHashedAsset,
  registerStaticSite,
  wantsSpaFallback,
} from './static-site';

const JS = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const HASHED = '/assets/index-CB303urM.js';

/** A built atlas with a hashed asset precompressed beside it, as the atlas build writes it. */
async function serve() {
  const dir = await mkdtemp(join(tmpdir(), 'unfurl-static-enc-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<html><head></head><body></body></html>');
  await writeFile(join(dir, HASHED), JS);
  await writeFile(join(dir, `${HASHED}.br`), brotliCompressSync(JS));
  await writeFile(join(dir, `${HASHED}.gz`), gzipSync(JS));
  await writeFile(join(dir, 'assets/logo.svg'), '<svg/>');
  const app = createHttpServer({ logger: false });
  const atlas = await registerStaticSite(app, dir);
  app.setNotFoundHandler((request, reply) =>
    atlas && wantsSpaFallback(request.method, request.url)
      ? atlas.sendIndex(reply)
      : reply.status(404).send({ message: 'not found' }),
  );
  await app.ready();
  return app;
}

describe('the atlas assets go out precompressed and cached (issue #13)', () => {
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    app = await serve();
  });
  afterAll(async () => {
    await app.close();
  });
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('prefers brotli, then gzip, then the file itself, and says it varies on Accept-Encoding', async () => {
    const br = await get(HASHED, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);

    const gz = await get(HASHED, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);

    for (const accept of [undefined, 'identity']) {
      const plain = await get(HASHED, accept);
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(plain.body, accept).toBe(JS);
    }
    for (const response of [br, gz, await get(HASHED)]) {
      expect(String(response.headers['vary'])).toMatch(/accept-encoding/i);
    }
  });

  it('caches hashed assets for a year as immutable, whatever the encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      expect((await get(HASHED, accept)).headers['cache-control'], accept).toBe(
        ASSET_CACHE_CONTROL,
      );
    }
    expect(ASSET_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the page, the SPA fallback and unhashed files every time', async () => {
    for (const url of ['/', '/maps/some-map-12', '/index.html', '/assets/logo.svg']) {
      expect((await get(url, 'br')).headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('isHashedAsset', () => {
  it('knows Vite build names from public and tenant files', () => {
    for (const url of [HASHED, '/assets/index-9-iUWOMt.css', '/assets/src-C_u7bJgS.js?v=1']) {
      expect(isHashedAsset(url), url).toBe(true);
    }
    for (const url of ['/assets/logo-mobile-active.svg', '/assets/acme-logo.svg', '/app.js']) {
      expect(isHashedAsset(url), url).toBe(false);
    }
  });
});
