import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, useAccountsServer } from './accounts.test-harness';

const harness = useAccountsServer();
let token: string;
beforeAll(async () => {
  token = (await signIn(harness().base, 'alex@unfurl.example')).IdToken;
});

const NASTY = [
  '',
  ' ',
  '%',
  '%zz',
  '%00',
  '..',
  '../..',
  'a'.repeat(600),
  '0x',
  '\u0000',
  '💥',
  "'; DROP TABLE users; --",
  'https://',
  '@',
  'null',
];
const text = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 60 }));
const jsonValue = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);
const FIELDS = [
  'email',
  'password',
  'name',
  'firstName',
  'lastName',
  'newsletterSignUp',
  'bio',
  'longDescription',
  'avatar',
  'banner',
  'websiteUrl',
  'twitterUrl',
  'facebookUrl',
  'instagramUrl',
  'linkedinUrl',
  'blueskyUrl',
  'ethAddress',
  'id',
  'source',
  'line1',
  'city',
  'country',
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 6 }),
  jsonValue,
);
const ROUTES: readonly [string, (part: string) => string][] = [
  ['GET', () => '/v1/user'],
  ['PUT', () => '/v1/user'],
  ['POST', () => '/v1/user'],
  ['GET', (part) => `/v1/user/reset_password?email=${encodeURIComponent(part)}`],
  ['POST', () => '/v1/user/reset_password'],
  ['GET', (part) => `/v1/user/avatar/${encodeURIComponent(part)}`],
  ['GET', (part) => `/v1/user/banner/${encodeURIComponent(part)}`],
  ['PUT', () => '/v1/user/tracking-info'],
  ['PUT', (part) => `/v1/user/userseo/${encodeURIComponent(part)}`],
  ['PUT', () => '/v1/user/billing'],
  ['GET', (part) => `/v1/user/eth/${encodeURIComponent(part)}`],
  ['GET', (part) => `/v1/users/${encodeURIComponent(part)}`],
  ['GET', (part) => `/v1/user/viewed-listings?nextCursor=${encodeURIComponent(part)}`],
  ['PUT', (part) => `/v1/storage/${encodeURIComponent(part)}?expires=${encodeURIComponent(part)}`],
  [
    'GET',
    (part) => `/v1/storage/x/${encodeURIComponent(part)}?signature=${encodeURIComponent(part)}`,
  ],
];

describe('bad input on the accounts routes never gives a 500', () => {
  it('fuzzed params and bodies answer 2xx or 4xx with { message, code }', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: ROUTES.length - 1 }),
        text,
        body,
        fc.boolean(),
        async (index, part, payload, signedIn) => {
          const [method, path] = ROUTES[index]!;
          const withBody = method === 'PUT' || method === 'POST';
          const response = await api(harness().base, path(part), {
            method,
            token: signedIn ? token : undefined,
            ...(withBody ? { body: payload } : {}),
          });
          const raw = await response.text();
          expect(
            response.status,
            `${method} ${path(part)} ${JSON.stringify(payload)}`,
          ).toBeLessThan(500);
          if (response.status >= 400) {
            expect(JSON.parse(raw)).toEqual({
              message: expect.any(String),
              code: expect.any(String),
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
