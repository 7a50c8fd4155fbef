import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readWmsCapabilities } from './wms-capabilities';

const fixture = (name: string) => readFileSync(new URL(`./test-data/${name}`, import.meta.url));

describe('readWmsCapabilities', () => {
  it('reads a 1.3.0 document: named layers, inherited CRS and extents, GetMap', () => {
    const wms = readWmsCapabilities(fixture('wms-1.3.0.xml'));
    expect(wms).toMatchObject({
      service: 'WMS',
      version: '1.3.0',
      title: 'Historic Maps & Charts',
      getMapUrl: 'https://maps.example.org/wms?map=historic&',
      formats: ['image/png', 'image/jpeg', 'image/png; mode=8bit'],
      bbox: [-11, 49.5, 3, 61],
    });
    expect(wms.layers.map((layer) => layer.name)).toEqual(['os_1890', 'admiralty_charts']);
    const [os, charts] = wms.layers;
    expect(os).toMatchObject({
      title: 'Ordnance Survey 1890',
      crs: ['EPSG:4326', 'EPSG:3857', 'CRS:84', 'EPSG:27700'],
      bbox: [-8.2, 49.9, 1.8, 60.9],
    });
    expect(os!.boundingBoxes).toEqual([
      { crs: 'EPSG:27700', extent: [0, 0, 700000, 1300000] },
      { crs: 'EPSG:3857', extent: [-912814.5, 6422874.3, 200373.1, 8575286.2] },
    ]);
    // Two levels down, everything comes from the root layer (EPSG:4326 keeps lat/lon order).
    expect(charts).toMatchObject({
      title: 'Admiralty charts',
      crs: ['EPSG:4326', 'EPSG:3857', 'CRS:84'],
      bbox: [-11, 49.5, 3, 61],
      boundingBoxes: [{ crs: 'EPSG:4326', extent: [49.5, -11, 61, 3] }],
    });
  });

  it('reads a 1.1.1 document with its DOCTYPE, space-separated SRS and LatLonBoundingBox', () => {
    const wms = readWmsCapabilities(fixture('wms-1.1.1.xml'));
    expect(wms).toMatchObject({
      version: '1.1.1',
      title: 'Topographic base maps',
      getMapUrl: 'http://topo.example.net/cgi-bin/mapserv?',
      formats: ['image/png', 'image/gif'],
    });
    expect(wms.layers).toEqual([
      {
        name: 'topo',
        title: 'Topographic maps',
        crs: ['EPSG:4326', 'EPSG:900913'],
        bbox: [5.8, 45.7, 10.6, 47.9],
        boundingBoxes: [{ crs: 'EPSG:4326', extent: [5.8, 45.7, 10.6, 47.9] }],
      },
      {
        name: 'topo_25k',
        title: 'Topographic map 1:25,000',
        crs: ['EPSG:4326', 'EPSG:900913', 'EPSG:21781', 'EPSG:2056'],
        bbox: [5.9, 45.8, 10.5, 47.8],
        boundingBoxes: [{ crs: 'EPSG:21781', extent: [480000, 60000, 840000, 300000] }],
      },
      {
        name: 'relief',
        title: 'Shaded relief',
        crs: ['EPSG:4326', 'EPSG:900913'],
        bbox: [5.8, 45.7, 10.6, 47.9],
        boundingBoxes: [{ crs: 'EPSG:4326', extent: [5.8, 45.7, 10.6, 47.9] }],
      },
    ]);
  });

  it('refuses DOCTYPE entities, never expanding them (no "billion laughs")', () => {
    const entities = ['<!ENTITY a0 "ha">'];
    for (let i = 1; i < 12; i += 1) {
      entities.push(`<!ENTITY a${i} "${`&a${i - 1};`.repeat(10)}">`);
    }
    const bomb = `<?xml version="1.0"?><!DOCTYPE WMS_Capabilities [${entities.join('')}]>
      <WMS_Capabilities version="1.3.0"><Service><Title>&a11;</Title></Service>
      <Capability><Layer><Name>x</Name></Layer></Capability></WMS_Capabilities>`;
    const started = Date.now();
    expect(() => readWmsCapabilities(bomb)).toThrow(
      expect.objectContaining({
        code: 'INVALID_CAPABILITIES',
        message: 'The answer is not a WMS GetCapabilities document (it declares XML entities).',
      }),
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses what is not a usable WMS document (422, with a message for the user)', () => {
    const cases: [string | Buffer, RegExp, string][] = [
      [
        fixture('service-exception.xml'),
        /service answered with an error: No service: \( wms2 \)/,
        'INVALID_CAPABILITIES',
      ],
      [
        '<html><body>Welcome</body>',
        /not a WMS GetCapabilities document \(not valid XML\)/,
        'INVALID_CAPABILITIES',
      ],
      [
        '<?xml version="1.0"?><rss><channel/></rss>',
        /not a WMS GetCapabilities document\./,
        'INVALID_CAPABILITIES',
      ],
      [fixture('wmts-1.0.0.xml'), /not a WMS GetCapabilities document\./, 'INVALID_CAPABILITIES'],
      [
        '<WMS_Capabilities version="1.3.0"><Capability><Layer><Title>Empty group</Title></Layer></Capability></WMS_Capabilities>',
        /no named layer/,
        'NO_LAYERS',
      ],
    ];
    for (const [body, message, code] of cases) {
      expect(() => readWmsCapabilities(body)).toThrow(message);
      expect(() => readWmsCapabilities(body)).toThrow(
        expect.objectContaining({ statusCode: 422, code }),
      );
    }
  });
});
