// GET /v1/user/listings: the signed-in user's own listings on the tenant.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, useListingsServer } from './listings.test-harness';
import { insertTestListing, insertTestUser } from '@unfurl/api-demo-seed/testing';

const harness = useListingsServer();
let reviewer = '';
const ids: Record<string, number> = {};

interface Page {
  listings: { id: number; listingType: string; reviewStatus: string; status: string }[];
  total: number;
}

beforeAll(async () => {
  const email = await insertTestUser(harness().db, 'acme', [['acme', 'REVIEW']]);
  reviewer = (await signIn(harness().base, email)).IdToken;
  const add = async (key: string, extra: Partial<Parameters<typeof insertTestListing>[1]>) => {
    ids[key] = await insertTestListing(harness().db, {
      tenant: 'acme',
      ownerEmail: email,
      title: `Test user ${key}`,
      ...extra,
    });
  };
  await add('old', { createdAt: '2020-01-01' });
  await add('rejected', { reviewStatus: 'REJECTED', createdAt: '2021-01-01' });
  await add('private', { isPrivate: true, createdAt: '2022-01-01' });
  await add('unsupported', { listingType: 'NOT_SUPPORTED', createdAt: '2023-01-01' });
  await add('unknownType', { listingType: 'HOLOGRAM', createdAt: '2023-06-01' });
  await add('odd', { reviewStatus: 'ESCALATED', createdAt: '2024-01-01' });
  await harness().db.query('UPDATE listings SET deleted_at = now() WHERE id = $1', [
    await insertTestListing(harness().db, {
      tenant: 'acme',
      ownerEmail: email,
      title: 'Test user deleted',
    }),
  ]);
});

const mine = async (query = '', token = reviewer, subdomain = 'acme'): Promise<Page> => {
  const response = await api(harness().base, `/v1/user/listings${query}`, { token, subdomain });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page;
};

describe('GET /v1/user/listings', () => {
  it('lists every live listing of mine on this tenant, newest first, with review status', async () => {
    const page = await mine();
    const own = page.listings.map((l) => l.id);
    expect(own).toEqual([ids['odd'], ids['private'], ids['rejected'], ids['old']]);
    expect(page.total).toBe(4);
    expect(page.listings.map((l) => l.reviewStatus)).toEqual([
      'PENDING',
      'APPROVED',
      'REJECTED',
      'APPROVED',
    ]);
    expect(page.listings[0]?.status).toBe('ready');
  });

  it('drops NOT_SUPPORTED and unknown types (1§3); pages with limit and offset', async () => {
    const page = await mine('?limit=2&offset=1');
    expect(page.listings.map((l) => l.id)).toEqual([ids['private'], ids['rejected']]);
    expect(page.total).toBe(4);
    const past = await mine('?limit=2&offset=10');
    expect(past).toEqual({ listings: [], total: 4 });
  });

  it('is per tenant; anonymous is a 401; bad paging is a 400', async () => {
    expect(await mine('', reviewer, '')).toEqual({ listings: [], total: 0 });
    const anonymous = await api(harness().base, '/v1/user/listings', { subdomain: 'acme' });
    expect(anonymous.status).toBe(401);
    for (const query of ['?limit=0', '?limit=251', '?offset=-1', '?limit=abc']) {
      const response = await api(harness().base, `/v1/user/listings${query}`, {
        token: reviewer,
        subdomain: 'acme',
      });
      expect(response.status, query).toBe(400);
    }
  });
});
