import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../app.test-setup';

const { app } = useSeededApp();

const ROUTES = [
  '/v1/listings',
  '/v1/listings/featured',
  '/v1/listings/nearby',
  '/v1/listings/1',
  '/v1/listings/abc',
  '/v1/bundles',
  '/v1/bundles/1',
  '/v1/bundles/1/listings',
  '/v1/subdomain/config',
  '/listing-preview/1',
];
const KEYS = [
  'limit',
  'offset',
  'keywords',
  'category',
  'aoi',
  'orderBy',
  'userId',
  'onlyMaps',
  'listingTypes',
  'lat',
  'lng',
  'distance',
  'nextCursor',
  'size',
  'subdomain',
];
const NASTY = [
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  'null',
  '%',
  '%zz',
  '%00',
  "'; DROP TABLE listings; --",
  'POLYGON((',
  'POLYGON((0 0,1 0,1 1,0 0))',
  'MULTIPOLYGON(((0 0,1 0,1 1,0 0)))',
  'GEOMETRYCOLLECTION EMPTY',
  '!!!&&&|||',
  '"unclosed',
  ':*',
  'a'.repeat(600),
  '9'.repeat(40),
  'true',
  'RELEVANCE,NEWEST',
  '{}',
  '[]',
  '\u0000',
  '💥',
];

const value = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
);
const pair = fc.tuple(fc.constantFrom(...KEYS), value);

describe('bad input never gives a 500', () => {
  it('fuzzed query strings on every route answer 2xx or 4xx with { message, code }', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.array(pair, { maxLength: 5 }),
        fc.option(fc.constantFrom('', 'www', 'acme', 'ACME', 'nope', ' ', '..')),
        async (route, pairs, subdomain) => {
          const query = pairs.map(([key, v]) => `${key}=${encodeURIComponent(v)}`).join('&');
          const response = await app().inject({
            method: 'GET',
            url: `${route}?${query}`,
            headers: subdomain === null ? {} : { subdomain },
          });
          expect(response.statusCode, `${route}?${query}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.json()).toEqual({
              message: expect.any(String),
              code: expect.any(String),
            });
          }
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it('raw malformed query strings and paths', async () => {
    for (const url of [
      '/v1/listings?%',
      '/v1/listings?limit=%zz',
      '/v1/listings?limit=1&limit=2',
      '/v1/listings?aoi=POLYGON((0 0,1 0,1 1,0 0))',
      '/v1/listings/%',
      '/v1/listings/1.5',
      '/v1/listings/-3',
      '/v1/listings/99999999999999999999',
      '/v1/nope',
      '/v1/bundles/0/listings',
    ]) {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('validation errors say which field and why', async () => {
    const response = await app().inject({ method: 'GET', url: '/v1/listings?offset=-5' });
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'querystring.offset must be >= 0',
    });
    const bool = await app().inject({ method: 'GET', url: '/v1/listings?onlyMaps=maybe' });
    expect(bool.json().message).toBe('querystring.onlyMaps must be boolean');
  });

  it('unknown routes are 404 { code: ROUTE_NOT_FOUND }', async () => {
    const response = await app().inject({ method: 'GET', url: '/v1/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
    expect((await app().inject({ method: 'DELETE', url: '/v1/listings' })).statusCode).toBe(404);
  });
});
