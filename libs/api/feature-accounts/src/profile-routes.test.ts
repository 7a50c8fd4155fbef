import { recordListingView } from '@unfurl/api-db';
import { describe, expect, it } from 'vitest';
import { api, signIn, useAccountsServer, userIdOf } from './accounts.test-harness';

const harness = useAccountsServer();

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

describe('public profiles (R-058)', () => {
  it('GET /v1/users/{id} has no email, domains or settings, and never crosses tenants', async () => {
    const { base } = harness();
    const ada = await json(await api(base, '/v1/users/00000000-0000-4000-8000-000000000001'));
    expect(ada.status).toBe(200);
    expect(ada.body).toMatchObject({
      userId: '00000000-0000-4000-8000-000000000001',
      firstName: 'Ada',
    });
    for (const hidden of [
      'email',
      'domains',
      'billing',
      'ethAddress',
      'points',
      'newsletterSignUp',
    ]) {
      expect(ada.body).not.toHaveProperty(hidden);
    }
    const acmeAdmin = '00000000-0000-4000-8000-000000000065';
    expect((await api(base, `/v1/users/${acmeAdmin}`)).status).toBe(404);
    expect((await api(base, `/v1/users/${acmeAdmin}`, { subdomain: 'acme' })).status).toBe(200);
    expect(
      (await api(base, '/v1/users/00000000-0000-4000-8000-000000000001', { subdomain: 'acme' }))
        .status,
    ).toBe(404);
    expect((await api(base, '/v1/users/not-a-uuid')).status).toBe(404);
  });
});

describe('viewed listings (R-056, R-057)', () => {
  it('401 for anonymous; the user’s views on this tenant, newest first, with paging', async () => {
    const { base, db } = harness();
    expect(await json(await api(base, '/v1/user/viewed-listings'))).toMatchObject({ status: 401 });
    const token = (await signIn(base, 'viewer@acme.example')).IdToken;
    const viewer = await userIdOf(db, 'viewer@acme.example');
    // Private ones first: a member of acme sees them (ADR 0003).
    const ids = (
      await db.query<{ id: number }>(
        `SELECT l.id::float8 AS id FROM listings l JOIN tenants t ON t.id = l.tenant_id
         WHERE t.subdomain = 'acme' AND l.deleted_at IS NULL AND l.review_status = 'APPROVED'
         ORDER BY l.is_private DESC, l.id LIMIT 3`,
      )
    ).map((row) => row.id);
    // The views a signed-in GET /v1/listings/{id} records (the listings lib; that a fetch records
    // one and an anonymous fetch does not is checked on the composed app, listing-views.test.ts).
    const start = Date.now();
    for (const [index, listingId] of ids.entries()) {
      const at = new Date(start + index * 5).toISOString();
      await recordListingView(db, { userId: viewer, listingId, at });
    }
    const first = await json(
      await api(base, '/v1/user/viewed-listings?limit=2', { token, subdomain: 'acme' }),
    );
    expect(first.status).toBe(200);
    const listings = first.body['listings'] as { id: number }[];
    expect(listings.map((listing) => listing.id)).toEqual([ids[2], ids[1]]);
    const next = first.body['nextCursor'] as string;
    const second = await json(
      await api(base, `/v1/user/viewed-listings?limit=2&nextCursor=${encodeURIComponent(next)}`, {
        token,
        subdomain: 'acme',
      }),
    );
    expect((second.body['listings'] as { id: number }[]).map((listing) => listing.id)).toEqual([
      ids[0],
    ]);
    expect(second.body['nextCursor']).toBeNull();
    // On another tenant the acme listings are not shown.
    const main = await json(await api(base, '/v1/user/viewed-listings', { token }));
    expect(main.body).toEqual({ listings: [], nextCursor: null });
    expect(
      (await api(base, '/v1/user/viewed-listings?nextCursor=garbage', { token, subdomain: 'acme' }))
        .status,
    ).toBe(400);
  });
});
