import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../create-api-client';
import { isApiError } from '../errors/guards';
import { startScriptedServer, type ScriptedServer } from '../test-support/scripted-server';
import { LISTING_PROCESSING, toUploadStatus } from './listings-upload-api';

describe('toUploadStatus', () => {
  it('reads pending-upload and processing as busy, failed with its reason, and ready', () => {
    expect(toUploadStatus({ status: 'pending-upload' }).processing).toBe(
      LISTING_PROCESSING.Processing,
    );
    expect(toUploadStatus({ status: 'processing', reason: null }).processing).toBe(
      LISTING_PROCESSING.Processing,
    );
    expect(
      toUploadStatus({ status: 'failed', code: 'NOT_A_RASTER', reason: 'Not a raster' }),
    ).toEqual({
      processing: LISTING_PROCESSING.Failed,
      reason: 'Not a raster',
      code: 'NOT_A_RASTER',
    });
    expect(toUploadStatus({ status: 'ready' })).toEqual({ processing: LISTING_PROCESSING.Ready });
  });

  it('treats an answer without a status as still busy', () => {
    expect(toUploadStatus(undefined).processing).toBe(LISTING_PROCESSING.Processing);
  });
});

describe('remote layer calls', () => {
  let server: ScriptedServer;
  beforeEach(async () => {
    server = await startScriptedServer();
  });
  afterEach(() => server.close());

  const client = () =>
    createApiClient({
      baseUrl: server.url,
      subdomain: 'acme',
      logger: { error: () => undefined, warn: () => undefined },
    });

  it('registers a layer by URL and reads what the map draws', async () => {
    const layer = {
      type: 'WMS',
      url: 'https://maps.example/wms',
      layer: 'roads',
      bbox: [0, 0, 1, 1],
    };
    server.route('POST /v1/listings/remote-layer', {
      status: 201,
      body: { listingId: 12, status: 'ready', layer },
    });
    server.route('GET /v1/listings/12/remote-layer', { body: layer });
    const created = await client().uploads.registerRemoteLayer({
      type: 'WMS',
      url: 'https://maps.example/wms',
      layer: 'roads',
      metadata: { title: 'Roads' },
    });
    expect(created.listingId).toBe(12);
    const [seen] = server.seen('POST /v1/listings/remote-layer');
    expect(JSON.parse(seen?.body ?? '')).toMatchObject({ type: 'WMS', layer: 'roads' });
    expect(seen?.headers['subdomain']).toBe('acme');
    expect(await client().uploads.remoteLayer(12)).toEqual(layer);
  });

  it("passes the server's refusal on as an ApiError with its message", async () => {
    server.route('POST /v1/listings/remote-layer', {
      status: 400,
      body: { message: 'Addresses on private networks cannot be used.', code: 'SSRF' },
    });
    const refused = await client()
      .uploads.registerRemoteLayer({
        type: 'TILE_LAYER',
        url: 'http://10.0.0.1/{z}/{x}/{y}.png',
        metadata: { title: 'Inside' },
      })
      .catch((error: unknown) => error);
    expect(isApiError(refused)).toBe(true);
    expect((refused as Error).message).toContain('private networks');
  });
});
