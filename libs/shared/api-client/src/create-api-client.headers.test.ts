import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFixture, testSession, type Fixture } from './test-support/client-fixture';

const bundles = { bundles: [] };

describe('createApiClient: headers and paths', () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await startFixture();
    f.server.route('GET /v1/bundles', { body: bundles });
  });
  afterEach(() => f.server.close());

  it('sends the Subdomain header on every call (R-001)', async () => {
    let tenant = 'acme';
    const client = f.client({ subdomain: () => tenant, cacheMs: 0 });
    await client.bundles.list();
    tenant = 'main';
    await client.bundles.list();
    expect(f.server.seen('GET /v1/bundles').map((r) => r.headers['subdomain'])).toEqual([
      'acme',
      'main',
    ]);
  });

  it('sends Authorization: Bearer <id token> only when a token is present (R-002)', async () => {
    const session = testSession('tok-1');
    const client = f.client({ session, cacheMs: 0 });
    await client.bundles.list();
    session.token = undefined;
    await client.bundles.list();
    const auth = f.server.seen('GET /v1/bundles').map((r) => r.headers['authorization']);
    expect(auth).toEqual(['Bearer tok-1', undefined]);
  });

  it('sends the X-Tracker header only when a tracker code is stored (R-003)', async () => {
    const session = testSession(undefined);
    const client = f.client({ session, cacheMs: 0 });
    await client.bundles.list();
    session.tracker = 'utm-42';
    await client.bundles.list();
    const tracker = f.server.seen('GET /v1/bundles').map((r) => r.headers['x-tracker']);
    expect(tracker).toEqual([undefined, 'utm-42']);
  });

  it('calls v1 paths under the base URL, including a base with a path', async () => {
    const client = f.client({ baseUrl: `${f.server.url}api`, cacheMs: 0 });
    f.server.route('GET /api/v1/subdomain/config', { body: { SUBDOMAIN: 'main' } });
    await expect(client.subdomain.config()).resolves.toEqual({ SUBDOMAIN: 'main' });
  });
});
