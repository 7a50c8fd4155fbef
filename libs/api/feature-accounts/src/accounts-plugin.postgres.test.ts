// The request context and the accounts API on a real PostgreSQL (the DATABASE_URL path).
import { recordListingView } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { openTestPostgresDb, runsPostgresTests } from '@unfurl/api-db/testing';
import { DEFAULT_SAMPLES_DIR, seedDemo } from '@unfurl/api-demo-seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startAccountsServer, userIdOf } from './accounts.test-harness';
import type { AccountsServer } from './accounts.test-harness';

const reachable = await runsPostgresTests('the accounts API on PostgreSQL');

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe.skipIf(!reachable)('accounts API on PostgreSQL', () => {
  let db: Db;
  let server: AccountsServer;
  let base: string;
  beforeAll(async () => {
    db = await openTestPostgresDb();
    await seedDemo(db, { samplesDir: DEFAULT_SAMPLES_DIR, generatedListings: 300 });
    server = await startAccountsServer(db);
    base = server.base;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('sign-up, profile, avatar, SEO name, views of a private listing, deletion', async () => {
    const created = await api(base, '/v1/user', {
      method: 'POST',
      body: {
        email: 'pg@example.org',
        password: 'pg-password',
        firstName: 'Post',
        lastName: 'Gres',
      },
    });
    expect(created.status).toBe(201);
    const { idToken: token } = (await created.json()) as { idToken: string };
    const me = (await (await api(base, '/v1/user', { token })).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ email: 'pg@example.org', firstName: 'Post', permission: 1 });

    const credentials = (await (await api(base, '/v1/user/avatar/pg.png', { token })).json()) as {
      url: string;
      path: string;
    };
    const uploaded = await fetch(new URL(credentials.url, base), { method: 'PUT', body: PNG });
    expect(uploaded.status).toBe(201);
    const saved = await api(base, '/v1/user', {
      method: 'PUT',
      token,
      body: { avatar: credentials.path, twitterUrl: '@postgres', billing: undefined },
    });
    expect(await saved.json()).toMatchObject({
      avatar: credentials.path,
      twitterUrl: 'https://x.com/postgres',
    });

    expect((await api(base, '/v1/user/userseo/postgres', { method: 'PUT', token })).status).toBe(
      200,
    );
    const other = (await signIn(base, 'ada@unfurl.example')).IdToken;
    expect(
      (await api(base, '/v1/user/userseo/postgres', { method: 'PUT', token: other })).status,
    ).toBe(409);
    const billing = { name: 'PG', line1: '1 Elephant Way', city: 'Ottawa', country: 'CA' };
    expect(
      (await api(base, '/v1/user/billing', { method: 'PUT', token, body: billing })).status,
    ).toBe(200);

    const viewer = (await signIn(base, 'viewer@acme.example')).IdToken;
    const [listing] = await db.query<{ id: number }>(
      `SELECT l.id::float8 AS id FROM listings l JOIN tenants t ON t.id = l.tenant_id
       WHERE t.subdomain = 'acme' AND l.is_private AND l.review_status = 'APPROVED' LIMIT 1`,
    );
    // What the viewer's GET /v1/listings/{id} records (the composed app's listing-views tests
    // check the fetch itself, on PGlite and on PostgreSQL).
    await recordListingView(db, {
      userId: await userIdOf(db, 'viewer@acme.example'),
      listingId: listing!.id,
      at: new Date().toISOString(),
    });
    const viewed = await api(base, '/v1/user/viewed-listings', {
      token: viewer,
      subdomain: 'acme',
    });
    expect(
      ((await viewed.json()) as { listings: { id: number }[] }).listings.map((l) => l.id),
    ).toEqual([listing!.id]);

    expect((await api(base, '/v1/user', { method: 'DELETE', token })).status).toBe(204);
    expect((await api(base, '/v1/user', { token })).status).toBe(401);
    const [row] = await db.query<{ email: string; first_name: string | null; deleted: boolean }>(
      `SELECT email, first_name, deleted_at IS NOT NULL AS deleted FROM users WHERE email LIKE 'deleted-%'`,
    );
    expect(row).toMatchObject({ first_name: null, deleted: true });
    expect(row!.email).toMatch(/^deleted-.+@deleted\.invalid$/);
    // The email can sign up again.
    const again = await api(base, '/v1/user', {
      method: 'POST',
      body: { email: 'pg@example.org', password: 'pg-password-2' },
    });
    expect(again.status).toBe(201);
  });
});
