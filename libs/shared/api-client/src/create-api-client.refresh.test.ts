import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUnauthorizedError } from './errors/guards';
import { REFRESH_FAILED_REASON } from './http/refresh-gate';
import type { Reply, SeenRequest } from './test-support/scripted-server';
import { startFixture, testSession, type Fixture } from './test-support/client-fixture';

const config = { SUBDOMAIN: 'main' };
/** 200 for the fresh token, 401 for anything else. */
const onlyFresh =
  (fresh: string, extra: Partial<Reply> = {}) =>
  (r: SeenRequest): Reply =>
    r.headers['authorization'] === `Bearer ${fresh}`
      ? { body: config, ...extra }
      : { status: 401, body: { message: 'Token expired', code: 'UNAUTHORIZED' } };

describe('createApiClient: 401 refresh', () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await startFixture();
  });
  afterEach(() => f.server.close());

  it('refreshes once and retries the failed request with the new bearer token (R-004, R-005)', async () => {
    f.server.route('GET /v1/subdomain/config', onlyFresh('new'));
    const session = testSession('old', async () => 'new');
    await expect(f.client({ session }).subdomain.config()).resolves.toEqual(config);
    expect(session.refreshCalls).toBe(1);
    const auth = f.server.seen('GET /v1/subdomain/config').map((r) => r.headers['authorization']);
    expect(auth).toEqual(['Bearer old', 'Bearer new']);
  });

  it('shares one refresh between concurrent 401s', async () => {
    f.server.route('GET /v1/subdomain/config', onlyFresh('new'));
    f.server.route('GET /v1/bundles', (r) =>
      r.headers['authorization'] === 'Bearer new' ? { body: { bundles: [] } } : { status: 401 },
    );
    const session = testSession('old', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return 'new';
    });
    const client = f.client({ session });
    const results = await Promise.all([
      client.subdomain.config(),
      client.bundles.list(),
      client.bundles.get(1).catch((e: unknown) => e),
    ]);
    expect(results[0]).toEqual(config);
    expect(results[1]).toEqual([]);
    expect(session.refreshCalls).toBe(1);
  });

  it('pauses other requests while a refresh runs, then sends them with the new token (R-006)', async () => {
    f.server.route('GET /v1/subdomain/config', onlyFresh('new'));
    f.server.route('GET /v1/bundles', { body: { bundles: [] } });
    let releaseRefresh: (token: string) => void = () => undefined;
    let refreshStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (refreshStarted = resolve));
    const session = testSession('old', () => {
      refreshStarted();
      return new Promise((resolve) => (releaseRefresh = resolve));
    });
    const client = f.client({ session });
    const first = client.subdomain.config();
    await started;
    const second = client.bundles.list();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(f.server.seen('GET /v1/bundles')).toHaveLength(0);
    releaseRefresh('new');
    await Promise.all([first, second]);
    expect(f.server.seen('GET /v1/bundles').map((r) => r.headers['authorization'])).toEqual([
      'Bearer new',
    ]);
  });

  it('logs out once and propagates the 401 when the refresh fails', async () => {
    f.server.route('GET /v1/subdomain/config', {
      status: 401,
      body: { message: 'Token expired', code: 'UNAUTHORIZED' },
    });
    const session = testSession('old', async () => undefined);
    const client = f.client({ session });
    const errors = await Promise.all([
      client.subdomain.config().catch((e: unknown) => e),
      client.subdomain.config().catch((e: unknown) => e),
    ]);
    for (const error of errors) {
      expect(isUnauthorizedError(error)).toBe(true);
      expect((error as Error).message).toBe('401: Token expired');
    }
    expect(session.refreshCalls).toBe(1);
    expect(session.logouts).toEqual([REFRESH_FAILED_REASON]);
  });

  it('treats a throwing refresh as failed', async () => {
    f.server.route('GET /v1/subdomain/config', { status: 401 });
    const session = testSession('old', () => Promise.reject(new Error('identity down')));
    await expect(f.client({ session }).subdomain.config()).rejects.toThrow('401: Unknown error');
    expect(session.logouts).toEqual([REFRESH_FAILED_REASON]);
  });

  it('does not refresh a second time when the retried request is also a 401', async () => {
    f.server.route('GET /v1/subdomain/config', { status: 401 });
    const session = testSession('old', async () => 'new');
    await expect(f.client({ session }).subdomain.config()).rejects.toThrow('401: Unknown error');
    expect(session.refreshCalls).toBe(1);
    expect(f.server.seen('GET /v1/subdomain/config')).toHaveLength(2);
  });

  it('without a session a 401 is simply an UnauthorizedError', async () => {
    f.server.route('GET /v1/subdomain/config', { status: 401 });
    const error = await f
      .client()
      .subdomain.config()
      .catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
  });
});

describe('createApiClient: anonymous 401', () => {
  it('does not refresh or log out when the call carried no token', async () => {
    const f = await startFixture();
    f.server.route('GET /v1/subdomain/config', { status: 401 });
    const session = testSession(undefined, async () => 'new');
    await expect(f.client({ session }).subdomain.config()).rejects.toThrow('401: Unknown error');
    expect(session.refreshCalls).toBe(0);
    expect(session.logouts).toEqual([]);
    await f.server.close();
  });
});
