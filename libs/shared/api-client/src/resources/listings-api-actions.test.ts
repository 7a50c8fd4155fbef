import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttp } from '../http/create-http';
import { createGetJson } from '../http/requester';
import { createResponseCache } from '../http/response-cache';
import { createSendJson } from '../http/send-json';
import { recordingLogger, testSession } from '../test-support/client-fixture';
import { startScriptedServer, type ScriptedServer } from '../test-support/scripted-server';
import { createListingActionsApi } from './listings-api-actions';

// Every call runs against the real server in apps/api/src/client-contract; the scripted server
// stays for what the real one cannot stage: cache and refresh timing.
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
