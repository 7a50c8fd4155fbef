import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@unfurl/api-demo-seed';
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

/** Every route with a body, its path parameters filled in (`:id` → 1, `*` → x). */
function bodyRoutes(): { method: string; url: string }[] {
  return app()
    .routeList.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
    .map((route) => ({
      method: route.method,
      url: route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x'),
    }));
}

/** The content type a route's JSON parser answers to (the identity endpoint speaks AWS JSON). */
const jsonType = (url: string): string =>
  url === '/identity' || url === '/identity/' ? 'application/x-amz-json-1.1' : 'application/json';

/** An id token of a demo user of acme, got through the identity endpoint. */
async function ownerToken(): Promise<string> {
  const response = await app().inject({
    method: 'POST',
    url: '/identity',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    payload: JSON.stringify({
      ClientId: 'unfurl-web',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'owner@acme.example', PASSWORD: DEMO_PASSWORD },
    }),
  });
  return response.json().AuthenticationResult.IdToken;
}

const DEPTH = 5000;
const DEEP_BODIES = {
  arrays: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
  objects: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
  'a deep field': `{"metadata":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`,
};

describe('deeply nested and malformed-unicode JSON bodies', () => {
  let token = '';
  beforeAll(async () => {
    token = await ownerToken();
  });

  it(`every route answers a ${DEPTH}-level body with a 4xx, signed in or not`, async () => {
    const routes = bodyRoutes();
    expect(routes.length).toBeGreaterThan(15);
    for (const { method, url } of routes) {
      for (const [name, payload] of Object.entries(DEEP_BODIES)) {
        for (const authorization of [undefined, `Bearer ${token}`]) {
          const response = await app().inject({
            method: method as 'POST',
            url,
            headers: {
              'content-type': jsonType(url),
              subdomain: 'acme',
              ...(authorization ? { authorization } : {}),
            },
            payload,
          });
          const what = `${method} ${url} (${name}, ${authorization ? 'signed in' : 'anonymous'})`;
          expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
        }
      }
    }
  });

  it('every route answers a broken JSON body with a 4xx', async () => {
    for (const { method, url } of bodyRoutes()) {
      for (const payload of ['{', '', '"\\ud800"', '[1,]']) {
        const response = await app().inject({
          method: method as 'POST',
          url,
          headers: { 'content-type': jsonType(url), subdomain: 'acme' },
          payload,
        });
        const what = `${method} ${url} (${JSON.stringify(payload)}): ${response.body}`;
        expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, what).toBeLessThan(500);
      }
    }
  });

  it('a deep body names the depth limit, after the sign-in check', async () => {
    const response = await app().inject({
      method: 'PUT',
      url: '/v1/user/tracking-info',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: `{"source":${'['.repeat(65)}${']'.repeat(65)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'body.source is nested deeper than 64 levels',
    });
    const anonymous = await app().inject({
      method: 'PUT',
      url: '/v1/user/tracking-info',
      headers: { 'content-type': 'application/json' },
      payload: DEEP_BODIES.arrays,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['PUT', '/v1/user/tracking-info', '{"source":"a\\ud800b"}', 'body.source'],
    ['PUT', '/v1/user/tracking-info', '{"source":"\\udc00"}', 'body.source'],
    [
      'PUT',
      '/v1/user/billing',
      '{"name":"Ada","line1":"1 Main St","city":"Oxford\\ud83d","country":"GB"}',
      'body.city',
    ],
    ['PUT', '/v1/user/billing', '{"name":"Ada","\\ud800":"x"}', 'body (a key)'],
    ['PUT', '/v1/user', '{"firstName":"\\udfff\\ud800"}', 'body.firstName'],
  ])(
    '%s %s with a lone surrogate (%s) is a 400 naming where',
    async (method, url, payload, where) => {
      const response = await app().inject({
        method: method as 'PUT',
        url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload,
      });
      expect(response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: `${where} must not contain a lone UTF-16 surrogate (\\ud800-\\udfff without its pair)`,
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it('a surrogate pair (an emoji) is kept', async () => {
    const response = await app().inject({
      method: 'PUT',
      url: '/v1/user/tracking-info',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{"source":"\\ud83d\\udca5 news"}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().source).toBe('💥 news');
  });

  it('malformed UTF-8 in query strings and path parameters never reaches SQL as a 500', async () => {
    for (const url of [
      '/v1/listings?keywords=%ED%A0%80',
      '/v1/listings?keywords=%uD800',
      '/v1/listings?category=%ED%BF%BF',
      '/v1/listings/%ED%A0%80',
      '/v1/user/eth/%ED%A0%80',
      '/v1/subdomain/config?subdomain=%ED%A0%80',
    ]) {
      const response = await app().inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, subdomain: 'acme' },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
    }
  });
});
