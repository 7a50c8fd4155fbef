import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODE } from '@unfurl/domain';
import { ApiError, NotFoundError, ServerError, ValidationError } from './errors/api-error';
import { isApiError, isCancelledError, isNetworkError, isNotFoundError } from './errors/guards';
import { startFixture, type Fixture } from './test-support/client-fixture';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('createApiClient: errors (R-009, R-010, R-015)', () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await startFixture();
  });
  afterEach(() => f.server.close());

  it("formats '{status}: {server message}' and picks the class by status", async () => {
    f.server.route('GET /v1/listings/7', {
      status: 404,
      body: { message: 'Listing not found', code: 'NOT_FOUND' },
    });
    const error = await failure(f.client().listings.get(7));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(isNotFoundError(error) && error.message).toBe('404: Listing not found');
    expect(isApiError(error) && [error.status, error.code, error.clientCode]).toEqual([
      404,
      'NOT_FOUND',
      CLIENT_ERROR_CODE.BAD_REQUEST,
    ]);
  });

  it("uses 'Unknown error' when the body has no message", async () => {
    f.server.route('GET /v1/bundles', { status: 503, raw: '<html>Bad gateway</html>' });
    const error = await failure(f.client().bundles.list());
    expect(error).toBeInstanceOf(ServerError);
    expect((error as Error).message).toBe('503: Unknown error');
    expect(isApiError(error) && error.code).toBe(CLIENT_ERROR_CODE.BAD_RESPONSE);
  });

  it('maps 400 to ValidationError with the server code', async () => {
    f.server.route('GET /v1/bundles/1', {
      status: 400,
      body: { message: 'id must be a number', code: 'VALIDATION_ERROR' },
    });
    const error = await failure(f.client().bundles.get(1));
    expect(error).toBeInstanceOf(ValidationError);
    expect(isApiError(error) && error.code).toBe('VALIDATION_ERROR');
  });

  it('treats an unreadable success body as a bad response', async () => {
    f.server.route('GET /v1/bundles/2', { raw: 'not json' });
    const error = await failure(f.client().bundles.get(2));
    expect(error).toBeInstanceOf(ServerError);
    expect(isApiError(error) && error.clientCode).toBe(CLIENT_ERROR_CODE.BAD_RESPONSE);
  });

  it('maps a refused connection to a NetworkError with status 0', async () => {
    const url = f.server.url;
    await f.server.close();
    const error = await failure(f.client({ baseUrl: url }).bundles.list());
    expect(isNetworkError(error)).toBe(true);
    expect(isApiError(error) && [error.status, error.clientCode]).toEqual([0, 'NETWORK_ERROR']);
    expect((error as Error).message).toBe('0: Unknown error');
    f = await startFixture();
  });

  it('logs every failed call through logger.error', async () => {
    f.server.route('GET /v1/bundles/3', { status: 500, body: { message: 'db down' } });
    await failure(f.client().bundles.get(3));
    expect(f.logger.errors).toHaveLength(1);
    expect(String(f.logger.errors[0]?.[0])).toContain('500: db down');
  });

  it('classifies every failure into the closed set of client codes (R-015)', async () => {
    f.server.route('GET /v1/bundles/4', { status: 418 });
    const error = await failure(f.client().bundles.get(4));
    expect(isApiError(error) && error.clientCode).toBe(CLIENT_ERROR_CODE.BAD_REQUEST);
    expect(Object.values(CLIENT_ERROR_CODE)).toContain(isApiError(error) && error.clientCode);
    expect(error).toBeInstanceOf(ApiError);
  });
});

describe('createApiClient: cancellation, warnings, no timeout', () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await startFixture();
  });
  afterEach(() => f.server.close());

  it('rethrows the AbortError unchanged and does not log it (R-012)', async () => {
    f.server.route('GET /v1/listings/1', { body: {}, delayMs: 300 });
    const controller = new AbortController();
    const call = f.client().listings.get(1, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(call);
    expect(isCancelledError(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
    expect(f.logger.errors).toHaveLength(0);
  });

  it('rethrows a custom abort reason as-is, even from a swallowing call', async () => {
    f.server.route('GET /v1/listings', { body: { listings: [], total: 0 }, delayMs: 300 });
    const controller = new AbortController();
    const reason = new Error('superseded');
    const call = f.client().listings.list({}, { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 20);
    expect(await failure(call)).toBe(reason);
  });

  it('logs a response Warning header (R-013)', async () => {
    f.server.route('GET /v1/bundles', {
      body: { bundles: [] },
      headers: { Warning: '299 - "Deprecated API"' },
    });
    await f.client().bundles.list();
    expect(f.logger.warnings).toHaveLength(1);
    expect(String(f.logger.warnings[0]?.[0])).toContain('299 - "Deprecated API"');
  });

  it(
    'has no timeout: a response after 11 s still arrives (R-008)',
    { timeout: 20_000 },
    async () => {
      f.server.route('GET /v1/subdomain/config', { body: { SUBDOMAIN: 'main' }, delayMs: 11_000 });
      await expect(f.client().subdomain.config()).resolves.toEqual({ SUBDOMAIN: 'main' });
    },
  );
});
