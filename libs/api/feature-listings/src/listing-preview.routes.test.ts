// GET /listing-preview/{id} (2§7 file links): the stored JPEG previews and their tenant scope.
import { describe, expect, it } from 'vitest';
import { useListingsServer } from './listings.test-harness';

const server = useListingsServer();
const app = () => server().app;

describe('GET /listing-preview/{id}', () => {
  it('serves JPEG previews in three sizes', async () => {
    for (const size of ['small', 'medium', 'sharing']) {
      const response = await app().inject({
        method: 'GET',
        url: `/listing-preview/1?size=${size}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
    expect(
      (await app().inject({ method: 'GET', url: '/listing-preview/1?size=huge' })).statusCode,
    ).toBe(400);
    // A size the listing has no preview in: generated demo listings have no sharing card.
    expect(
      (await app().inject({ method: 'GET', url: '/listing-preview/500?size=sharing' })).statusCode,
    ).toBe(404);
  });

  it('a preview is only served on its own tenant (query, header or Host), never a private one to visitors', async () => {
    const status = async (url: string, host?: string) =>
      (await app().inject({ method: 'GET', url, ...(host ? { headers: { host } } : {}) }))
        .statusCode;
    expect(await status('/listing-preview/2?size=small')).toBe(404);
    expect(await status('/listing-preview/2?size=small&subdomain=acme')).toBe(404);
    expect(await status('/listing-preview/1?size=small')).toBe(200);
    expect(await status('/listing-preview/1?size=small&subdomain=acme')).toBe(404);
    expect(await status('/listing-preview/1?size=small', 'acme.localhost:4200')).toBe(404);
    expect(await status('/listing-preview/1?size=small', 'localhost:4200')).toBe(200);
  });
});
