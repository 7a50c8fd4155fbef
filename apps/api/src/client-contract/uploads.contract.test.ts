// The client's upload calls against the running API (1§4 Upload, R-236, R-237, R-252): upload
// credentials, the file sent by XMLHttpRequest with progress (jsdom's, same-origin with the
// server, as in the browser), the processing status, the ready listing and its original file; and
// remote layers registered by URL against a local tile server.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError, isUnauthorizedError, LISTING_PROCESSING } from '@unfurl/api-client';
import type { ApiClient, UploadStatus } from '@unfurl/api-client';
import { failure, itExercisedItsClaimedMethods, useContractServer } from './contract-server';

// The remote layer check may reach the local tile server's host:port (private addresses are
// refused otherwise).
const previousAllowed = process.env['REMOTE_LAYER_ALLOWED_HOSTS'];
let tiles: Server;
let tilesUrl = '';
let dom: JSDOM;
const realXhr = globalThis.XMLHttpRequest;
beforeAll(async () => {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#8ac' } })
    .png()
    .toBuffer();
  tiles = createServer((request, response) => {
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(tile);
    } else response.writeHead(404).end('no such tile');
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  tilesUrl = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
  process.env['REMOTE_LAYER_ALLOWED_HOSTS'] = new URL(tilesUrl).host;
});
const server = useContractServer('uploads.contract.test.ts');
beforeAll(() => {
  if (previousAllowed === undefined) delete process.env['REMOTE_LAYER_ALLOWED_HOSTS'];
  else process.env['REMOTE_LAYER_ALLOWED_HOSTS'] = previousAllowed;
  dom = new JSDOM('', { url: `${server().url}/atlas` });
  globalThis.XMLHttpRequest = dom.window.XMLHttpRequest;
});
afterAll(async () => {
  globalThis.XMLHttpRequest = realXhr;
  dom?.window.close();
  await new Promise((resolve) => tiles?.close(resolve));
});

/** Polls the processing status until it is no longer busy. */
async function processed(client: ApiClient, listingId: number): Promise<UploadStatus> {
  for (let i = 0; i < 600; i++) {
    const status = await client.uploads.status(listingId);
    if (status.processing !== LISTING_PROCESSING.Processing) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`listing ${listingId} is still processing`);
}

async function writer() {
  const idToken = await server().idToken('surveyor@acme.example');
  return { idToken, client: server().client('acme', { idToken }) };
}

describe('upload calls against the running API', () => {
  it('credentials, the file with progress, status until ready, the listing and its original (R-236, R-237, R-252)', async () => {
    const { client, idToken } = await writer();
    const jpeg = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2a5' } })
      .jpeg()
      .toBuffer();
    const credentials = await client.uploads.credentials({
      filename: 'sketch.jpg',
      metadata: {
        title: 'Hand-placed contract sketch',
        tags: ['sketch'],
        bounds: [-3.3, 55.9, -3.1, 56.0],
      },
    });
    expect(credentials).toMatchObject({
      listingId: expect.any(Number),
      filename: 'sketch.jpg',
      status: 'pending-upload',
      uploads: [{ key: 'file', method: 'PUT', url: expect.any(String) }],
    });
    const progress: number[] = [];
    await client.uploads.sendFile(
      credentials.uploads[0]!,
      new dom.window.Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
      { onProgress: (percent) => progress.push(percent) },
    );
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);

    expect(await processed(client, credentials.listingId)).toEqual({
      processing: LISTING_PROCESSING.Ready,
    });
    const listing = await client.uploads.listing(credentials.listingId);
    expect(listing).toMatchObject({
      id: credentials.listingId,
      listingType: 'LO_FI',
      status: 'ready',
      title: 'Hand-placed contract sketch',
      tags: ['sketch'],
    });

    const links = server().links({ subdomain: 'acme', idToken });
    const original = await fetch(links.original(credentials.listingId));
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer())).toEqual(jpeg);
    const preview = await fetch(links.original(credentials.listingId, 'small'));
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    // Another tenant's link does not reach it.
    const elsewhere = await fetch(
      server().links({ subdomain: 'main' }).original(credentials.listingId),
    );
    expect(elsewhere.status).toBe(404);
  });

  it('a file that is not what its name says fails with the reason; a refused PUT is an ApiError', async () => {
    const { client } = await writer();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const credentials = await client.uploads.credentials({
      filename: 'fake.tif',
      metadata: { title: 'Fake contract upload' },
    });
    const target = credentials.uploads[0]!;
    const forged = { ...target, url: target.url.replace(/signature=[^&]+/, 'signature=forged') };
    const refused = await failure(
      client.uploads.sendFile(forged, new dom.window.Blob([new Uint8Array(png)])),
    );
    expect(isApiError(refused) && refused.status).toBeGreaterThanOrEqual(400);
    await client.uploads.sendFile(target, new dom.window.Blob([new Uint8Array(png)]));
    const status = await processed(client, credentials.listingId);
    expect(status.processing).toBe(LISTING_PROCESSING.Failed);
    expect(status.reason).toContain('not a TIFF');
    expect(status.code).toEqual(expect.any(String));
  });

  it('credentials need a signed-in writer', async () => {
    const anonymous = await failure(
      server()
        .client('acme')
        .uploads.credentials({ filename: 'a.tif', metadata: { title: 'Nobody' } }),
    );
    expect(isUnauthorizedError(anonymous)).toBe(true);
  });

  it('registers a tile layer by URL and reads what the map draws; private addresses are refused', async () => {
    const { client } = await writer();
    const created = await client.uploads.registerRemoteLayer({
      type: 'TILE_LAYER',
      url: `${tilesUrl}/tiles/{z}/{x}/{y}.png`,
      metadata: { title: 'Local contract tiles', bounds: [5, 45, 10, 48] },
    });
    expect(created).toMatchObject({
      listingId: expect.any(Number),
      status: 'ready',
      layer: { type: 'TILE_LAYER', bbox: [5, 45, 10, 48] },
    });
    expect(await client.uploads.remoteLayer(created.listingId)).toEqual(created.layer);
    expect((await client.listings.get(created.listingId)).listingType).toBe('TILE_LAYER');

    const blocked = await failure(
      client.uploads.registerRemoteLayer({
        type: 'WMS',
        url: 'http://10.0.0.1/wms',
        metadata: { title: 'Inside' },
      }),
    );
    expect(isApiError(blocked) && [blocked.status, blocked.code]).toEqual([403, 'BLOCKED_ADDRESS']);
    expect((blocked as Error).message).toMatch(/^403: .*private address \(10\.0\.0\.1\)/);
    const notOne = await failure(client.uploads.remoteLayer(1));
    expect(isApiError(notOne) && notOne.status).toBe(404);
  });

  itExercisedItsClaimedMethods('uploads.contract.test.ts');
});
