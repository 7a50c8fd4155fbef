import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isImageryError } from '../imagery-error';
import { SAMPLE_STAC_DIR } from '../sample-data';
import { createStacApiProvider, stacSearchBody } from './stac-api-provider';

/** A local STAC API that serves the recorded Earth Search v1 responses. */
const recorded = {
  's2-landsat': readFileSync(`${SAMPLE_STAC_DIR}/search-s2l2a-landsat-2023-10-08.json`, 'utf8'),
  mixed: readFileSync(`${SAMPLE_STAC_DIR}/search-filter-cloudcover-lte40-page1.json`, 'utf8'),
};
const requests: Record<string, unknown>[] = [];
let baseUrl = '';
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    if (req.method !== 'POST' || !req.url?.startsWith('/v1/search')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    requests.push(body);
    if (String(body['datetime']).startsWith('2099')) {
      res.writeHead(500).end('boom');
      return;
    }
    const collections = (body['collections'] as string[] | undefined) ?? [];
    const file = collections.includes('sentinel-1-grd') ? recorded.mixed : recorded['s2-landsat'];
    res.writeHead(200, { 'content-type': 'application/geo+json' }).end(file);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('STAC API provider (recorded Earth Search v1 responses)', () => {
  it('POSTs bbox, datetime, collections and limit to {url}/search', async () => {
    const provider = createStacApiProvider({ url: baseUrl });
    await provider.search({
      bbox: [-105.2, 40.1, -105.0, 40.2],
      from: '2023-10-08T00:00:00Z',
      to: '2023-10-08T23:59:59Z',
      satellites: ['sentinel-2-l2a', 'landsat-ot-l1'],
      limit: 50,
    });
    expect(requests.at(-1)).toMatchObject({
      bbox: [-105.2, 40.1, -105.0, 40.2],
      datetime: '2023-10-08T00:00:00Z/2023-10-08T23:59:59Z',
      collections: ['sentinel-2-l2a', 'landsat-c2-l2'],
      limit: 50,
    });
  });

  it('maps Earth Search Sentinel-2 and Landsat items to search hits with band assets', async () => {
    const provider = createStacApiProvider({ url: baseUrl });
    const scenes = await provider.search({
      bbox: [-105.2, 40.1, -105.0, 40.2],
      from: '2023-10-08T00:00:00Z',
      to: '2023-10-08T23:59:59Z',
      satellites: ['sentinel-2-l2a', 'landsat-ot-l1'],
      limit: 50,
    });
    expect(scenes.map((s) => s.item.id)).toEqual([
      'S2A_13TDE_20231008_0_L2A',
      'LC08_L2SP_033032_20231008_02_T1',
    ]);
    const [s2, landsat] = scenes;
    expect(s2!.item).toMatchObject({
      satellite: 'sentinel-2-l2a',
      constellation: 'sentinel-2',
      instruments: ['msi'],
      resolution: 10,
    });
    expect(s2!.bands['B04']!.href).toMatch(/^https:\/\/.*\/B04\.tif$/);
    expect(s2!.bands['B04']).toMatchObject({ scale: 0.0001, nodata: 0 });
    expect(landsat!.item).toMatchObject({
      satellite: 'landsat-ot-l1',
      constellation: 'landsat',
      instruments: ['oli', 'tirs'],
      cloudCover: 0.06,
      resolution: 30,
    });
    expect(landsat!.bands['B04']).toMatchObject({ scale: 2.75e-5, offset: -0.2, nodata: 0 });
  });

  it('maps Sentinel-1 GRD and the Collection-1 Sentinel-2 items of a mixed page', async () => {
    const provider = createStacApiProvider({ url: baseUrl });
    const scenes = await provider.search({
      bbox: [-180, -90, 180, 90],
      from: '2025-07-01T00:00:00Z',
      to: '2025-08-01T00:00:00Z',
      satellites: ['sentinel-1-grd', 'sentinel-2-l2a'],
      limit: 100,
    });
    const s1 = scenes.filter((s) => s.satellite === 'sentinel-1-grd');
    expect(s1.length).toBeGreaterThan(0);
    expect(s1[0]!.item.bands).toEqual(['HH']);
    expect(s1[0]!.item.constellation).toBe('sentinel-1');
    const dates = scenes.map((s) => Date.parse(s.item.datetime));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('turns a failing server into a provider error (502)', async () => {
    const provider = createStacApiProvider({ url: baseUrl });
    const failure = await provider
      .search({
        bbox: [0, 0, 1, 1],
        from: '2099-01-01T00:00:00Z',
        to: '2099-01-02T00:00:00Z',
        satellites: [],
        limit: 1,
      })
      .catch((e: unknown) => e);
    expect(isImageryError(failure) && failure.statusCode).toBe(502);
    const unreachable = createStacApiProvider({ url: 'http://127.0.0.1:1/v1', timeoutMs: 2000 });
    const offline = await unreachable
      .search({ bbox: [0, 0, 1, 1], from: 'a', to: 'b', satellites: [], limit: 1 })
      .catch((e: unknown) => e);
    expect(isImageryError(offline)).toBe(true);
  });

  it('builds the search body without collections when no satellite is named', () => {
    const body = stacSearchBody({
      bbox: [1, 2, 3, 4],
      from: 'a',
      to: 'b',
      satellites: [],
      limit: 5,
    });
    expect(body).not.toHaveProperty('collections');
  });
});
