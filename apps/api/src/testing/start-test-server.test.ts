import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './start-test-server';

let server: { url: string; close(): Promise<void> };
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('startTestServer (a real listening port)', () => {
  it('serves the API over HTTP with JSON errors and the Subdomain header', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const listings = await fetch(`${server.url}/v1/listings?limit=3`);
    expect(listings.status).toBe(200);
    expect(listings.headers.get('content-type')).toMatch(/application\/json/);
    expect((await listings.json()).listings).toHaveLength(3);
    const acme = await fetch(`${server.url}/v1/subdomain/config`, {
      headers: { Subdomain: 'acme' },
    });
    expect((await acme.json()).SUBDOMAIN).toBe('acme');
    const bad = await fetch(`${server.url}/v1/listings?limit=9999`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'querystring.limit must be <= 250',
    });
    const preview = await fetch(`${server.url}/listing-preview/1?size=sharing`);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
  });
});
