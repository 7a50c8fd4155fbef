// Bad input on the listing action routes never gives a 500: fuzzed queries on the reads, fuzzed
// JSON bodies on the writes (sent as a tenant Admin so the handlers run past the guards).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, useListingsServer } from './listings.test-harness';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';

const harness = useListingsServer();
let admin = '';
let listingId = 0;

beforeAll(async () => {
  admin = (await signIn(harness().base, 'admin@acme.example')).IdToken;
  listingId = await insertTestListing(harness().db, {
    tenant: 'acme',
    ownerEmail: 'surveyor@acme.example',
    title: 'Fuzz target',
  });
});

const NASTY = [
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  '%',
  '%00',
  "'; DROP TABLE listings; --",
  'PERSONAL,,POPULAR',
  'popular, following',
  'o1.LTE',
  'o1.',
  'a'.repeat(300),
  '9'.repeat(40),
  '💥',
];
const text = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 30 }));
const json: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 25 }),
  fc.dictionary(
    fc.constantFrom('title', 'description', 'tags', 'categories', 'x'),
    fc.oneof(text, fc.array(text, { maxLength: 3 }), fc.integer()),
  ),
);

const expectClean = async (response: Response, what: string): Promise<void> => {
  expect(response.status, what).toBeLessThan(500);
  if (response.status >= 400) {
    expect(await response.json(), what).toEqual({
      message: expect.any(String),
      code: expect.any(String),
    });
  }
};

describe('listing actions: bad input never gives a 500', () => {
  it('fuzzed queries on recommended, similar, user listings and the file links', async () => {
    const routes = [
      '/v1/listings/recommended',
      `/v1/listings/${listingId}/similar`,
      '/v1/user/listings',
      `/listing-original/${listingId}`,
      `/listing-file/${listingId}/legend.txt`,
    ];
    const keys = [
      'template',
      'limit',
      'offset',
      'nextCursor',
      'size',
      'subdomain',
      'authorization',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(fc.tuple(fc.constantFrom(...keys), text), { maxLength: 4 }),
        async (route, pairs) => {
          const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
          const response = await fetch(`${harness().base}${route}?${query}`, {
            headers: { subdomain: 'acme', authorization: `Bearer ${admin}` },
            redirect: 'manual',
          });
          await expectClean(response, `${route}?${query}`);
        },
      ),
      { numRuns: 120, seed: 20261125 },
    );
  });

  it('fuzzed JSON bodies on the writes', async () => {
    const writes = [
      ['PUT', `/v1/listings/${listingId}`, 'metadata'],
      ['PUT', `/v1/listings/${listingId}/reSubmit`, 'metadata'],
      ['POST', `/v1/listings/${listingId}/report`, 'reason'],
      ['POST', `/v1/listings/${listingId}/email-share`, 'emails'],
      ['POST', `/v1/listings/${listingId}/files`, 'filename'],
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        json,
        fc.boolean(),
        async (write, value, wrap) => {
          const [method, path, field] = write;
          const body = wrap ? { [field]: value } : value;
          const response = await api(harness().base, path, {
            method,
            token: admin,
            subdomain: 'acme',
            body,
          });
          await expectClean(response, `${method} ${path} ${JSON.stringify(body)}`);
        },
      ),
      { numRuns: 150, seed: 20261125 },
    );
  });

  it('malformed ids and file ids are 400s or 404s', async () => {
    for (const [method, path] of [
      ['PUT', '/v1/listings/%20/reSubmit'],
      ['POST', '/v1/listings/1.5/report'],
      ['DELETE', `/v1/listings/${listingId}/files/99999999999999999999`],
      ['DELETE', `/v1/listings/${listingId}/files/-1`],
      ['GET', '/v1/listings/0/similar'],
      ['GET', '/listing-original/abc'],
      ['GET', `/listing-file/${listingId}/%00`],
    ] as const) {
      const response = await api(harness().base, path, {
        method,
        token: admin,
        subdomain: 'acme',
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
      });
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      await expectClean(response, `${method} ${path}`);
    }
  });
});
