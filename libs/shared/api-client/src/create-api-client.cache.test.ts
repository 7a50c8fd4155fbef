import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESPONSE_CACHE_MS } from './create-api-client';
import { createHttp } from './http/create-http';
import { createResponseCache } from './http/response-cache';
import { startFixture, testSession, type Fixture } from './test-support/client-fixture';

describe('createApiClient: response cache (R-007)', () => {
  let f: Fixture;
  let now = 0;
  beforeEach(async () => {
    f = await startFixture();
    now = 1_000;
    f.server.route('GET /v1/bundles', { body: { bundles: [] } });
    f.server.route('GET /v1/bundles/1/listings', { body: { listings: [], nextCursor: null } });
    f.server.route('GET /v1/subdomain/config', { status: 500, body: { message: 'boom' } });
  });
  afterEach(() => f.server.close());

  it('caches GET responses for 300,000 ms', async () => {
    expect(RESPONSE_CACHE_MS).toBe(300_000);
    const client = f.client({ now: () => now });
    await client.bundles.list();
    now += 299_999;
    await client.bundles.list();
    expect(f.server.seen('GET /v1/bundles')).toHaveLength(1);
    now += 1;
    await client.bundles.list();
    expect(f.server.seen('GET /v1/bundles')).toHaveLength(2);
  });

  it('keys the cache by URL, tenant and Authorization', async () => {
    let tenant = 'main';
    const session = testSession('a');
    const client = f.client({ now: () => now, subdomain: () => tenant, session });
    await client.bundles.list();
    await client.bundles.listings(1);
    await client.bundles.list();
    expect(f.server.seen('GET /v1/bundles/1/listings')).toHaveLength(1);
    tenant = 'acme';
    await client.bundles.list();
    session.token = 'b';
    await client.bundles.list();
    await client.bundles.list();
    expect(f.server.seen('GET /v1/bundles')).toHaveLength(3);
  });

  it('never caches failures, and clearCache() empties the cache', async () => {
    const client = f.client({ now: () => now });
    await expect(client.subdomain.config()).rejects.toThrow('500: boom');
    await expect(client.subdomain.config()).rejects.toThrow('500: boom');
    expect(f.server.seen('GET /v1/subdomain/config')).toHaveLength(2);
    await client.bundles.list();
    client.clearCache();
    await client.bundles.list();
    expect(f.server.seen('GET /v1/bundles')).toHaveLength(2);
  });

  it('cacheMs 0 turns the cache off', async () => {
    const client = f.client({ cacheMs: 0 });
    await client.bundles.list();
    await client.bundles.list();
    expect(f.server.seen('GET /v1/bundles')).toHaveLength(2);
  });
});

describe('http layer: methods other than GET and HEAD', () => {
  it('caches HEAD but never POST, and retries a POST with its body after a refresh', async () => {
    const f = await startFixture();
    f.server.route('POST /v1/echo', (r) =>
      r.headers['authorization'] === 'Bearer new' ? { body: { got: r.body } } : { status: 401 },
    );
    f.server.route('HEAD /v1/echo', { status: 200 });
    const session = testSession('old', async () => 'new');
    const http = createHttp({
      baseUrl: f.server.url,
      subdomain: () => 'main',
      session,
      logger: f.logger,
      fetch: (input, init) => fetch(input, init),
      cache: createResponseCache(RESPONSE_CACHE_MS, Date.now),
    });
    expect(await http.post('v1/echo', { json: { a: 1 } }).json()).toEqual({ got: '{"a":1}' });
    expect(await http.post('v1/echo', { json: { a: 2 } }).json()).toEqual({ got: '{"a":2}' });
    await http.head('v1/echo');
    await http.head('v1/echo');
    expect(f.server.seen('POST /v1/echo')).toHaveLength(3);
    expect(f.server.seen('HEAD /v1/echo')).toHaveLength(1);
    await f.server.close();
  });
});
