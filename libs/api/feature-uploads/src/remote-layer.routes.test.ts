// Layers registered by URL on the real API (PGlite): a local map server on 127.0.0.1, reachable
// only because the operator allow-list names it; every other private address stays refused.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '@unfurl/api-demo-seed/testing';
import { searchedIds, useUploadsServer, visibleListing } from './uploads-test-server';

// The allow-list names the map server's host:port once it listens (a plain 127.0.0.1 is port 80).
const allowedHosts = new Set<string>();
const harness = useUploadsServer({ remoteLayerPolicy: { allowedHosts } });
const SUB = 'acme';
const fixture = (name: string) =>
  readFileSync(new URL(`../../listing-processing/src/remote/test-data/${name}`, import.meta.url));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A WMS capabilities document that would expand to 10^9 "lol"s. */
const LAUGHS = `<?xml version="1.0"?><!DOCTYPE WMS_Capabilities [<!ENTITY l0 "lol">${Array.from(
  { length: 9 },
  (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`,
).join('')}]><WMS_Capabilities version="1.3.0"><Service><Title>&l9;</Title></Service>
<Capability><Layer><Name>a</Name></Layer></Capability></WMS_Capabilities>`;
let server: Server;
let maps = '';
let writer = '';
let reader = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const send = (status: number, type: string, body: Buffer | string) =>
      void response.writeHead(status, { 'content-type': type }).end(body);
    if (url.pathname === '/wms') return send(200, 'text/xml', fixture('wms-1.3.0.xml'));
    if (url.pathname === '/laughs/wms') return send(200, 'text/xml', LAUGHS);
    if (url.pathname === '/wmts') return send(200, 'text/xml', fixture('wmts-1.0.0.xml'));
    if (url.pathname === '/tiles/0/0/0.png') return send(200, 'image/png', PNG);
    send(404, 'text/plain', 'not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  maps = `http://127.0.0.1:${port}`;
  allowedHosts.add(`127.0.0.1:${port}`);
  writer = (await signIn(harness().base, 'surveyor@acme.example')).IdToken;
  reader = (await signIn(harness().base, 'viewer@acme.example')).IdToken;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const register = (body: object, token: string | undefined = writer) =>
  api(harness().base, '/v1/listings/remote-layer', { method: 'POST', token, subdomain: SUB, body });
const listingCount = async () =>
  (await harness().db.query<{ n: number }>('SELECT count(*)::int AS n FROM listings'))[0]!.n;

describe('POST /v1/listings/remote-layer', () => {
  it('registers a WMS layer: a ready listing on the layer extent, its description stored', async () => {
    const response = await register({
      type: 'WMS',
      url: `${maps}/wms?map=historic`,
      layer: 'os_1890',
      metadata: { title: 'OS 1890', tags: ['#historic'], categories: ['culture'] },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as { listingId: number; status: string; layer: object };
    expect(created).toMatchObject({
      status: 'ready',
      layer: { type: 'WMS', layer: 'os_1890', version: '1.3.0', bbox: [-8.2, 49.9, 1.8, 60.9] },
    });
    const listing = await visibleListing(harness().db, SUB, created.listingId);
    expect(listing).toMatchObject({
      listingType: 'WMS',
      title: 'OS 1890',
      tags: ['historic'],
      geometryWKT: expect.stringMatching(/^POLYGON\(\(-8\.2 49\.9,\s?1\.8 49\.9/),
    });
    const layer = await api(harness().base, `/v1/listings/${created.listingId}/remote-layer`, {
      subdomain: SUB,
    });
    expect(await layer.json()).toEqual(created.layer);
  });

  it('registers WMTS, TILE_LAYER and EXTERNAL_TILE_LAYER listings', async () => {
    const wmts = await register({
      type: 'WMTS',
      url: `${maps}/wmts`,
      layer: 'cadastre',
      metadata: { title: 'Cadastre' },
    });
    expect(wmts.status, await wmts.clone().text()).toBe(201);
    expect(await wmts.json()).toMatchObject({
      layer: {
        layer: 'cadastre',
        tileMatrixSets: ['GoogleMapsCompatible'],
        bbox: [-5.5, 41.2, 9.9, 51.2],
      },
    });
    for (const type of ['TILE_LAYER', 'EXTERNAL_TILE_LAYER']) {
      const tiles = await register({
        type,
        url: `${maps}/tiles/{z}/{x}/{y}.png`,
        metadata: { title: `${type} tiles`, bounds: [5, 45, 10, 48] },
      });
      expect(tiles.status, await tiles.clone().text()).toBe(201);
      const { listingId } = (await tiles.json()) as { listingId: number };
      const listing = await visibleListing(harness().db, SUB, listingId);
      expect(listing).toMatchObject({ listingType: type });
    }
  });

  it('refuses bad URLs, private addresses and missing layers with a clear 4xx, storing nothing', async () => {
    const before = await listingCount();
    const cases: [object, number, string, RegExp][] = [
      [
        { type: 'WMS', url: 'http://10.0.0.1/wms' },
        403,
        'BLOCKED_ADDRESS',
        /private address \(10\.0\.0\.1\)/,
      ],
      [
        { type: 'WMS', url: 'http://[::ffff:169.254.169.254]/' },
        403,
        'BLOCKED_ADDRESS',
        /link-local/,
      ],
      [
        { type: 'WMTS', url: 'file:///etc/passwd' },
        400,
        'INVALID_LAYER_URL',
        /Only http and https/,
      ],
      [
        { type: 'TILE_LAYER', url: `${maps}/tiles/{z}/{x}.png` },
        400,
        'INVALID_TILE_TEMPLATE',
        /missing: \{y\}/,
      ],
      [
        { type: 'TILE_LAYER', url: `${maps}/none/{z}/{x}/{y}.png` },
        422,
        'LAYER_BAD_RESPONSE',
        /HTTP 404/,
      ],
      [
        // A tile layer has no extent of its own: never the world by default (issue 11).
        { type: 'TILE_LAYER', url: `${maps}/tiles/{z}/{x}/{y}.png` },
        400,
        'LAYER_EXTENT_REQUIRED',
        /no extent/,
      ],
      [{ type: 'WMS', url: `${maps}/wmts` }, 422, 'INVALID_CAPABILITIES', /not a WMS/],
      [
        { type: 'WMS', url: `${maps}/laughs/wms` },
        422,
        'INVALID_CAPABILITIES',
        /not a WMS GetCapabilities document \(it declares XML entities\)/,
      ],
      [
        // The allow-list names the map server's port only: another port of 127.0.0.1 stays shut.
        { type: 'WMS', url: `${maps.replace(/:\d+$/, ':1')}/wms` },
        403,
        'BLOCKED_ADDRESS',
        /127\.0\.0\.1 points to a loopback address \(127\.0\.0\.1\); the server fetches from it on port \d+ only, not on port 1\./,
      ],
      [
        { type: 'WMS', url: `${maps}/wms`, layer: 'nope' },
        422,
        'NO_LAYERS',
        /no layer named "nope"/,
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await register({ ...body, metadata: { title: 'Refused' } });
      expect(response.status).toBe(status);
      const answer = (await response.json()) as { code: string; message: string };
      expect(answer.code).toBe(code);
      expect(answer.message).toMatch(message);
    }
    expect(await listingCount()).toBe(before);
  });

  it('needs a signed-in user with Write permission', async () => {
    const body = { type: 'WMS', url: `${maps}/wms`, metadata: { title: 'No' } };
    expect((await register(body, '')).status).toBe(401);
    expect((await register(body, reader)).status).toBe(403);
  });

  it('answers 404 for the remote layer of a listing that is not one', async () => {
    const [first] = await searchedIds(harness().db, SUB, { listingTypes: ['COG', 'IMAGE'] });
    const response = await api(harness().base, `/v1/listings/${first!}/remote-layer`, {
      subdomain: SUB,
    });
    expect(response.status).toBe(404);
  });
});
