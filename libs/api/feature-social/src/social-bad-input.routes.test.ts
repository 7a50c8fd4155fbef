// Bad input to the social routes is a clear 4xx with `{ message, code }`, never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signedInUsers, useSocialServer } from './social.test-harness';

const server = useSocialServer();
let token = '';

beforeAll(async () => {
  const [user] = await signedInUsers(server(), 'main', 1);
  token = user!.token;
});

const ODD_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  'null',
  '%20',
  '%00',
  'x'.repeat(30),
];
const ODD_USERS = ['abc', '%00', '00000000-0000-0000-0000-00000000000g', 'x'.repeat(80)];
const ODD_PAGES = [
  'limit=0',
  'limit=-5',
  'limit=1e9',
  'offset=-1',
  'offset=abc',
  'limit=20&limit=30',
];

async function expectClear(method: string, path: string) {
  const response = await api(server().base, path, { method, token, subdomain: 'main' });
  const body = (await response.json()) as { message?: string; code?: string };
  expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${method} ${path}`).toBeLessThan(500);
  expect(typeof body.message === 'string' && typeof body.code === 'string', path).toBe(true);
}

describe('social routes and bad input', () => {
  it('answer odd listing ids with a 4xx', async () => {
    for (const id of ODD_IDS) {
      for (const method of ['PUT', 'DELETE']) {
        await expectClear(method, `/v1/listings/${id}/likes`);
        await expectClear(method, `/v1/listings/${id}/bookmarks`);
      }
    }
  });

  it('answer odd user ids and pages with a 4xx', async () => {
    for (const user of ODD_USERS) {
      await expectClear('POST', `/v1/following/${user}`);
      await expectClear('DELETE', `/v1/following/${user}`);
      await expectClear('GET', `/v1/followers?userId=${user}`);
    }
    for (const page of ODD_PAGES) {
      for (const path of [
        '/v1/user/likes',
        '/v1/user/bookmarks',
        '/v1/followers',
        '/v1/following',
      ]) {
        await expectClear('GET', `${path}?${page}`);
      }
    }
  });
});
