import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capabilitiesUrl, checkRemoteLayer } from './check-remote-layer';
import { parseTileTemplate, tileUrl } from './tile-template';
import { remoteAccessPolicyFromEnv } from './ssrf-guard';

const fixture = (name: string) => readFileSync(new URL(`./test-data/${name}`, import.meta.url));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// The operator allow-list lets the checks reach the test server on 127.0.0.1, on its port.
let policy = remoteAccessPolicyFromEnv({});
const requests: string[] = [];

const WMS_OPEN = '<WMS_Capabilities version="1.3.0"><Service><Name>WMS</Name><Title>';
const WMS_CLOSE =
  '</Title></Service><Capability><Layer><Name>a</Name></Layer></Capability></WMS_Capabilities>';
/** "Billion laughs": ten entities each ten times the one before, 10^9 "lol"s when expanded. */
const LAUGHS = Array.from(
  { length: 9 },
  (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
).join('');
const NESTED = 100_000;
/** Capabilities a hostile server may send, by name (served at /hostile/{name}/wms). */
const HOSTILE_XML: Record<string, (base: string) => string> = {
  laughs: () =>
    `<?xml version="1.0"?><!DOCTYPE WMS_Capabilities [<!ENTITY lol "lol">${LAUGHS}]>${WMS_OPEN}&lol9;${WMS_CLOSE}`,
  'external-file': () =>
    `<?xml version="1.0"?><!DOCTYPE WMS_Capabilities [<!ENTITY x SYSTEM "file:///etc/passwd">]>${WMS_OPEN}&x;${WMS_CLOSE}`,
  'external-http': (at) =>
    `<?xml version="1.0"?><!DOCTYPE WMS_Capabilities [<!ENTITY % dtd SYSTEM "${at}/evil.dtd"> %dtd;]>${WMS_OPEN}x${WMS_CLOSE}`,
  nested: () =>
    `${WMS_OPEN}x</Title></Service><Capability>${'<Layer>'.repeat(NESTED)}${'</Layer>'.repeat(NESTED)}</Capability></WMS_Capabilities>`,
  'nested-text': () => `${WMS_OPEN}${'<b>'.repeat(NESTED)}x${'</b>'.repeat(NESTED)}${WMS_CLOSE}`,
};
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    requests.push(url.pathname + url.search);
    const send = (status: number, type: string, body: Buffer | string) =>
      void response.writeHead(status, { 'content-type': type }).end(body);
    const query = (name: string) => url.searchParams.get(name);
    if (
      url.pathname === '/wms' &&
      query('SERVICE') === 'WMS' &&
      query('REQUEST') === 'GetCapabilities'
    ) {
      return send(
        200,
        'text/xml',
        fixture(query('VERSION') === '1.1.1' ? 'wms-1.1.1.xml' : 'wms-1.3.0.xml'),
      );
    }
    if (url.pathname === '/wmts' && query('SERVICE') === 'WMTS')
      return send(200, 'application/xml', fixture('wmts-1.0.0.xml'));
    if (url.pathname === '/wmts/1.0.0/WMTSCapabilities.xml')
      return send(200, 'application/xml', fixture('wmts-1.0.0.xml'));
    if (url.pathname === '/wms-doc.xml') return send(200, 'text/xml', fixture('wms-1.3.0.xml'));
    if (url.pathname === '/broken/wms')
      return send(200, 'text/xml', fixture('service-exception.xml'));
    const hostile = HOSTILE_XML[url.pathname.replace(/^\/hostile\/|\/wms$/g, '')];
    if (url.pathname.startsWith('/hostile/') && hostile)
      return send(200, 'text/xml', hostile(base));
    if (url.pathname === '/dtd/wms') {
      const doctype = `<!DOCTYPE WMS_Capabilities SYSTEM "${base}/evil.dtd">`;
      return send(200, 'text/xml', `<?xml version="1.0"?>${doctype}${WMS_OPEN}x${WMS_CLOSE}`);
    }
    if (url.pathname === '/html/wms')
      return send(200, 'text/html', '<html><body>Login</body></html>');
    if (url.pathname === '/down/wms') return send(503, 'text/plain', 'maintenance');
    if (url.pathname === '/tiles/0/0/0.png') return send(200, 'image/png', PNG);
    if (url.pathname === '/tms/0/0/0.png') return send(200, 'image/png', PNG);
    if (url.pathname === '/tilejson.json') {
      const tilejson = {
        tilejson: '3.0.0',
        tiles: ['tiles/{z}/{x}/{y}.png'],
        bounds: [5, 45, 10, 48],
      };
      return send(200, 'application/json', JSON.stringify(tilejson));
    }
    if (url.pathname === '/not-tilejson.json') return send(200, 'application/json', '{"name":"x"}');
    if (url.pathname === '/html-tiles/0/0/0.png')
      return send(200, 'image/png', '<html>not found</html>');
    send(404, 'text/plain', 'no such tile');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  // Port 1 too: nothing listens there (LAYER_UNREACHABLE).
  policy = remoteAccessPolicyFromEnv({
    REMOTE_LAYER_ALLOWED_HOSTS: `127.0.0.1:${port} 127.0.0.1:1`,
  });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('checkRemoteLayer against a local map server', () => {
  it('reads a TileJSON address: its first tile template (resolved) and its bounds', async () => {
    const check = await checkRemoteLayer('TILE_LAYER', `${base}/tilejson.json`, { policy });
    expect(check).toMatchObject({
      type: 'TILE_LAYER',
      tiles: { template: `${base}/tiles/{z}/{x}/{y}.png`, imageType: 'image/png' },
      bounds: [5, 45, 10, 48],
    });
    await expect(
      checkRemoteLayer('TILE_LAYER', `${base}/not-tilejson.json`, { policy }),
    ).rejects.toMatchObject({ code: 'INVALID_CAPABILITIES', statusCode: 422 });
  });

  it('reads a WMS through GetCapabilities, keeping the parameters of the URL', async () => {
    const check = await checkRemoteLayer('WMS', `${base}/wms?map=historic&request=GetMap`, {
      policy,
    });
    expect(requests.at(-1)).toBe('/wms?map=historic&SERVICE=WMS&REQUEST=GetCapabilities');
    expect(check).toMatchObject({
      type: 'WMS',
      capabilities: { version: '1.3.0', bbox: [-11, 49.5, 3, 61] },
    });
    const old = await checkRemoteLayer('WMS', `${base}/wms?VERSION=1.1.1`, { policy });
    expect(old).toMatchObject({
      capabilities: { version: '1.1.1', layers: [{ name: 'topo' }, {}, {}] },
    });
  });

  it('reads a WMTS by its KVP endpoint or by its RESTful capabilities document', async () => {
    const kvp = await checkRemoteLayer('WMTS', `${base}/wmts`, { policy });
    expect(requests.at(-1)).toBe('/wmts?SERVICE=WMTS&REQUEST=GetCapabilities');
    expect(kvp).toMatchObject({
      type: 'WMTS',
      capabilities: { layers: [{ identifier: 'ortho_2025' }, {}] },
    });
    const rest = await checkRemoteLayer('WMTS', `${base}/wmts/1.0.0/WMTSCapabilities.xml`, {
      policy,
    });
    expect(requests.at(-1)).toBe('/wmts/1.0.0/WMTSCapabilities.xml');
    expect(rest).toMatchObject({
      capabilities: { tileMatrixSets: [{ identifier: 'GoogleMapsCompatible' }, {}] },
    });
  });

  it('checks an XYZ template by fetching tile 0/0/0 ({y} and TMS {-y})', async () => {
    for (const type of ['TILE_LAYER', 'EXTERNAL_TILE_LAYER'] as const) {
      expect(await checkRemoteLayer(type, `${base}/tiles/{z}/{x}/{y}.png`, { policy })).toEqual({
        type,
        tiles: {
          template: `${base}/tiles/{z}/{x}/{y}.png`,
          sampleUrl: `${base}/tiles/0/0/0.png`,
          imageType: 'image/png',
        },
      });
    }
    expect(
      await checkRemoteLayer('TILE_LAYER', `${base}/tms/{z}/{x}/{-y}.png`, { policy }),
    ).toMatchObject({
      tiles: { sampleUrl: `${base}/tms/0/0/0.png` },
    });
  });

  it('gives a clear 4xx for each failure', async () => {
    const cases: [Parameters<typeof checkRemoteLayer>[0], string, number, string, RegExp][] = [
      [
        'WMS',
        `${base}/broken/wms`,
        422,
        'INVALID_CAPABILITIES',
        /service answered with an error: No service/,
      ],
      [
        'WMS',
        `${base}/html/wms`,
        422,
        'INVALID_CAPABILITIES',
        /not a WMS GetCapabilities document/,
      ],
      [
        'WMS',
        `${base}/down/wms`,
        422,
        'LAYER_BAD_RESPONSE',
        /answered HTTP 503 to GetCapabilities/,
      ],
      [
        'WMTS',
        `${base}/wms-doc.xml`,
        422,
        'INVALID_CAPABILITIES',
        /not a WMTS GetCapabilities document/,
      ],
      ['WMS', 'ftp://127.0.0.1/wms', 400, 'INVALID_LAYER_URL', /Only http and https/],
      [
        'TILE_LAYER',
        `${base}/missing/{z}/{x}/{y}.png`,
        422,
        'LAYER_BAD_RESPONSE',
        /answered HTTP 404 for tile 0\/0\/0/,
      ],
      [
        'TILE_LAYER',
        `${base}/html-tiles/{z}/{x}/{y}.png`,
        422,
        'TILE_NOT_AN_IMAGE',
        /not a PNG, JPEG, WebP or GIF image \(it was image\/png\)/,
      ],
      ['TILE_LAYER', `${base}/tiles/{z}/{x}.png`, 400, 'INVALID_TILE_TEMPLATE', /missing: \{y\}/],
      [
        'EXTERNAL_TILE_LAYER',
        `${base}/tiles/{z}/{x}/{y}.png?key={apikey}`,
        400,
        'INVALID_TILE_TEMPLATE',
        /Unknown placeholder \{apikey\}/,
      ],
      ['WMS', 'http://127.0.0.1:1/wms', 422, 'LAYER_UNREACHABLE', /could not be reached/],
    ];
    for (const [type, url, statusCode, code, message] of cases) {
      const failure = checkRemoteLayer(type, url, { policy });
      await expect(failure).rejects.toMatchObject({ statusCode, code });
      await expect(failure).rejects.toThrow(message);
    }
  });

  it.each(Object.keys(HOSTILE_XML))(
    'answers hostile capabilities (%s) with INVALID_CAPABILITIES, fast and small, fetching nothing',
    async (name) => {
      const heapBefore = process.memoryUsage().heapUsed;
      const started = performance.now();
      const failure = checkRemoteLayer('WMS', `${base}/hostile/${name}/wms`, { policy });
      await expect(failure).rejects.toMatchObject({
        statusCode: 422,
        code: 'INVALID_CAPABILITIES',
      });
      await expect(failure).rejects.toThrow(/^The answer is not a WMS GetCapabilities document \(/);
      await expect(failure).rejects.not.toThrow(/root:|passwd|at .*\.js/);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
      expect(requests.filter((path) => path.includes('evil.dtd'))).toEqual([]);
    },
  );

  it('still reads a document whose DOCTYPE names its DTD (WMS 1.1.1), never fetching it', async () => {
    const check = await checkRemoteLayer('WMS', `${base}/wms?VERSION=1.1.1`, { policy });
    expect(check).toMatchObject({ capabilities: { version: '1.1.1' } });
    const local = await checkRemoteLayer('WMS', `${base}/dtd/wms`, { policy });
    expect(local).toMatchObject({ capabilities: { layers: [{ name: 'a' }] } });
    expect(requests.filter((path) => path.includes('.dtd'))).toEqual([]);
  });

  it('refuses the same server when 127.0.0.1 is not allow-listed (403), before any request', async () => {
    const before = requests.length;
    const open = remoteAccessPolicyFromEnv({});
    for (const [type, url] of [
      ['WMS', `${base}/wms`],
      ['WMTS', `${base}/wmts`],
      ['TILE_LAYER', `${base}/tiles/{z}/{x}/{y}.png`],
    ] as const) {
      await expect(checkRemoteLayer(type, url, { policy: open })).rejects.toMatchObject({
        statusCode: 403,
        code: 'BLOCKED_ADDRESS',
      });
    }
    expect(requests.length).toBe(before);
  });
});

describe('capabilitiesUrl, parseTileTemplate and tileUrl', () => {
  it('builds GetCapabilities URLs and fills tile templates', () => {
    expect(
      capabilitiesUrl('WMS', 'https://x.org/ows?service=wfs&Request=GetFeature&key=1').toString(),
    ).toBe('https://x.org/ows?key=1&SERVICE=WMS&REQUEST=GetCapabilities');
    expect(tileUrl('https://{a-c}.x.org/{z}/{x}/{-y}.png', 3, 2, 1)).toBe(
      'https://a.x.org/3/2/6.png',
    );
    expect(tileUrl('https://{s}.x.org/{z}/{x}/{y}@2x.png', 1, 0, 1)).toBe(
      'https://a.x.org/1/0/1@2x.png',
    );
    expect(parseTileTemplate(' https://{1-4}.x.org/{z}/{x}/{y}.jpg ')).toBe(
      'https://{1-4}.x.org/{z}/{x}/{y}.jpg',
    );
    expect(() => parseTileTemplate('file:///{z}/{x}/{y}')).toThrow(/Only http and https/);
    expect(() => parseTileTemplate('https://x.org/tiles.png')).toThrow(
      /missing: \{z\}, \{x\}, \{y\}/,
    );
  });
});
