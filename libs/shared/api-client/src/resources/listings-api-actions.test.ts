import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttp } from '../http/create-http';
import { createGetJson } from '../http/requester';
import { createResponseCache } from '../http/response-cache';
import { createSendJson } from '../http/send-json';
import { isConflictError, isUnauthorizedError, isValidationError } from '../errors/guards';
import { recordingLogger, testSession } from '../test-support/client-fixture';
import { startScriptedServer, type ScriptedServer } from '../test-support/scripted-server';
import { createListingActionsApi } from './listings-api-actions';

describe('listing actions', () => {
  let server: ScriptedServer;
  let logger: ReturnType<typeof recordingLogger>;
  const make = () => {
    const cache = createResponseCache(300_000, Date.now);
    const http = createHttp({
      baseUrl: server.url,
      subdomain: () => 'acme',
      session: testSession('id-token'),
      logger,
      fetch: (input, init) => globalThis.fetch(input, init),
      cache,
    });
    return {
      get: createGetJson(http, logger),
      api: createListingActionsApi(createSendJson(http, logger), () => cache.clear()),
    };
  };
  beforeEach(async () => {
    server = await startScriptedServer();
    logger = recordingLogger();
  });
  afterEach(() => server.close());

  it('sends each call to its path with the tenant, bearer and the spec body (R-238..R-244)', async () => {
    const listing = { id: 7, title: 'New' };
    server.route('PUT /v1/listings/7', { body: listing });
    server.route('PUT /v1/listings/7/reSubmit', { body: { ...listing, reviewStatus: 'PENDING' } });
    server.route('POST /v1/listings/7/report', {
      status: 201,
      body: { listingId: 7, reason: 'Spam', message: null, createdAt: 1 },
    });
    server.route('POST /v1/listings/7/email-share', {
      body: { listingId: 7, sent: ['a@x.example'], failed: [] },
    });
    server.route('POST /v1/listings/7/files', { status: 201, body: { id: 3, listingId: 7 } });
    server.route('GET /v1/listings/7/files', { body: { files: [{ id: 3, listingId: 7 }] } });
    server.route('DELETE /v1/listings/7/files/3', { status: 204 });
    server.route('GET /v1/user/listings', { body: { listings: [], total: 0 } });
    const { api } = make();
    expect(await api.update(7, { title: 'New', tags: ['a'] })).toEqual(listing);
    expect((await api.resubmit(7)).reviewStatus).toBe('PENDING');
    await api.resubmit(7, { description: 'Sources added' });
    expect((await api.report(7, { reason: 'Spam' })).reason).toBe('Spam');
    expect((await api.emailShare(7, ['a@x.example'])).sent).toEqual(['a@x.example']);
    const file = { type: 'image/png', listingType: 'IMAGE', filename: 'legend.png' } as const;
    expect((await api.addFile(7, file)).id).toBe(3);
    expect(await api.files(7)).toEqual([{ id: 3, listingId: 7 }]);
    await expect(api.deleteFile(7, 3)).resolves.toBeUndefined();
    expect(await api.mine({ limit: 5 })).toEqual({ listings: [], total: 0 });

    const body = (key: string, index = 0) => JSON.parse(server.seen(key)[index]!.body || 'null');
    expect(body('PUT /v1/listings/7')).toEqual({ metadata: { title: 'New', tags: ['a'] } });
    expect(body('PUT /v1/listings/7/reSubmit')).toEqual({});
    expect(body('PUT /v1/listings/7/reSubmit', 1)).toEqual({
      metadata: { description: 'Sources added' },
    });
    expect(body('POST /v1/listings/7/report')).toEqual({ reason: 'Spam' });
    expect(body('POST /v1/listings/7/email-share')).toEqual({ emails: ['a@x.example'] });
    expect(body('POST /v1/listings/7/files')).toEqual(file);
    const mine = server.seen('GET /v1/user/listings')[0]!;
    expect(mine.query.get('limit')).toBe('5');
    expect(mine.headers['subdomain']).toBe('acme');
    expect(mine.headers['authorization']).toBe('Bearer id-token');
  });

  it('rejects with the typed ApiError and its message (no swallowing)', async () => {
    server.route('PUT /v1/listings/7/reSubmit', {
      status: 409,
      body: { code: 'ALREADY_APPROVED', message: 'This map is already approved.' },
    });
    server.route('POST /v1/listings/7/email-share', {
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Not a valid email address: x' },
    });
    server.route('GET /v1/user/listings', {
      status: 401,
      body: { code: 'UNAUTHORIZED', message: 'Sign in to use this.' },
    });
    const { api } = make();
    const conflict = await api.resubmit(7).catch((error: unknown) => error);
    expect(isConflictError(conflict)).toBe(true);
    expect((conflict as Error).message).toBe('409: This map is already approved.');
    expect(isValidationError(await api.emailShare(7, ['x']).catch((e: unknown) => e))).toBe(true);
    expect(isUnauthorizedError(await api.mine().catch((e: unknown) => e))).toBe(true);
    expect(logger.errors.length).toBeGreaterThanOrEqual(3);
  });

  it('a write drops cached GETs, so the next read sees the change', async () => {
    let title = 'Old';
    server.route('GET /v1/listings/7', () => ({ body: { id: 7, title } }));
    server.route('PUT /v1/listings/7', () => {
      title = 'New';
      return { body: { id: 7, title } };
    });
    const { api, get } = make();
    expect(await get<{ title: string }>('v1/listings/7')).toEqual({ id: 7, title: 'Old' });
    await api.update(7, { title: 'New' });
    expect(await get<{ title: string }>('v1/listings/7')).toEqual({ id: 7, title: 'New' });
  });

  it('reads the files of a listing fresh every time', async () => {
    let files: { id: number }[] = [];
    server.route('GET /v1/listings/7/files', () => ({ body: { files } }));
    const { api } = make();
    expect(await api.files(7)).toEqual([]);
    files = [{ id: 3 }];
    expect(await api.files(7)).toEqual([{ id: 3 }]);
  });
});
