import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCancelledError } from '../errors/guards';
import { createHttp } from '../http/create-http';
import { createResponseCache } from '../http/response-cache';
import { createSendJson } from '../http/send-json';
import { createUploadBytes } from '../http/upload-bytes';
import { recordingLogger, testSession } from '../test-support/client-fixture';
import { startScriptedServer, type ScriptedServer } from '../test-support/scripted-server';
import { createDrawApi } from './draw-api';

// The calls run against the real server in libs/api/feature-draw's tests; this scripted server
// stages what the real one cannot: which query a search sends, and a slow answer to overtake.
describe('draw project search', () => {
  let server: ScriptedServer;
  let logger: ReturnType<typeof recordingLogger>;
  const make = () => {
    const cache = createResponseCache(300_000, Date.now);
    const fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init);
    const http = createHttp({
      baseUrl: server.url,
      subdomain: () => 'main',
      session: testSession('id-token'),
      logger,
      fetch: fetchFn,
      cache,
    });
    return createDrawApi(
      createSendJson(http, logger),
      createUploadBytes(fetchFn, server.url, logger),
      () => cache.clear(),
    );
  };
  const page = { projects: [], total: 0, limit: 20, offset: 0 };
  beforeEach(async () => {
    server = await startScriptedServer();
    logger = recordingLogger();
  });
  afterEach(() => server.close());

  it('sends keywords and aoi only when present (R-392, R-393)', async () => {
    server.route('GET /v1/map-draw/projects/search', { body: page });
    const draw = make();
    await draw.search({ limit: 10, offset: 0 });
    await draw.search({ keywords: '  ', aoi: '' });
    await draw.search({ keywords: ' tram ', aoi: 'POLYGON((0 0,1 0,1 1,0 0))' });
    const queries = server
      .seen('GET /v1/map-draw/projects/search')
      .map((r) => Object.fromEntries(r.query.entries()));
    expect(queries).toEqual([
      { limit: '10', offset: '0' },
      {},
      { keywords: 'tram', aoi: 'POLYGON((0 0,1 0,1 1,0 0))' },
    ]);
  });

  it('a newer search aborts the older one, which rejects cancelled and logs nothing (R-391)', async () => {
    server.route('GET /v1/map-draw/projects/search', (request) => ({
      body: { ...page, total: request.query.get('keywords') === 'new' ? 2 : 1 },
      delayMs: request.query.get('keywords') === 'old' ? 400 : 0,
    }));
    const draw = make();
    // The older one rejects while the newer is awaited: catch it at once.
    const older = draw.search({ keywords: 'old' }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const newer = await draw.search({ keywords: 'new' });
    expect(newer.total).toBe(2);
    expect(isCancelledError(await older)).toBe(true);
    expect(logger.errors).toEqual([]);
  });

  it('the caller can cancel a search with its own signal', async () => {
    server.route('GET /v1/map-draw/projects/search', { body: page, delayMs: 300 });
    const draw = make();
    const controller = new AbortController();
    const pending = draw.search({ keywords: 'x' }, { signal: controller.signal });
    controller.abort();
    expect(isCancelledError(await pending.catch((e: unknown) => e))).toBe(true);
  });
});
