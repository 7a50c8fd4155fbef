import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  boxToWkt,
  describeRemoteLayer,
  WEB_MERCATOR_WORLD,
  isWorldWide,
} from './remote-layer-description';
import { readWmsCapabilities } from './wms-capabilities';
import { readWmtsCapabilities } from './wmts-capabilities';

const fixture = (name: string) => readFileSync(new URL(`./test-data/${name}`, import.meta.url));
const wms = {
  type: 'WMS',
  url: 'https://maps.example.org/wms',
  capabilities: readWmsCapabilities(fixture('wms-1.3.0.xml')),
} as const;
const wmts = {
  type: 'WMTS',
  url: 'https://tiles.example.com/wmts',
  capabilities: readWmtsCapabilities(fixture('wmts-1.0.0.xml')),
} as const;

describe('describeRemoteLayer', () => {
  it('describes the chosen WMS layer (or the first) with its CRS and extent', () => {
    expect(describeRemoteLayer(wms)).toMatchObject({
      layer: 'os_1890',
      bbox: [-8.2, 49.9, 1.8, 60.9],
      version: '1.3.0',
    });
    expect(describeRemoteLayer(wms, 'admiralty_charts')).toMatchObject({
      layer: 'admiralty_charts',
      title: 'Admiralty charts',
      crs: ['EPSG:4326', 'EPSG:3857', 'CRS:84'],
      bbox: [-11, 49.5, 3, 61],
    });
    expect(() => describeRemoteLayer(wms, 'nope')).toThrow(
      'The service has no layer named "nope"; it has: os_1890, admiralty_charts.',
    );
  });

  it('takes the layer a pasted GetMap or GetTile URL names when none is given', () => {
    const pasted = {
      ...wms,
      url: 'https://maps.example.org/wms?request=GetMap&layers=admiralty_charts,os_1890&bbox=0,0,1,1',
    };
    expect(describeRemoteLayer(pasted).layer).toBe('admiralty_charts');
    expect(describeRemoteLayer(pasted, 'os_1890').layer).toBe('os_1890');
    const tile = {
      ...wmts,
      url: 'https://tiles.example.com/wmts?SERVICE=WMTS&REQUEST=GetTile&LAYER=cadastre',
    };
    expect(describeRemoteLayer(tile).layer).toBe('cadastre');
  });

  it('describes a WMTS layer with its matrix sets, their CRS and its tile template', () => {
    expect(describeRemoteLayer(wmts, 'ortho_2025')).toEqual({
      type: 'WMTS',
      url: 'https://tiles.example.com/wmts',
      layer: 'ortho_2025',
      title: 'Orthophoto 2025',
      version: '1.0.0',
      crs: ['urn:ogc:def:crs:EPSG::3857', 'urn:ogc:def:crs:EPSG::4326'],
      formats: ['image/jpeg', 'image/png'],
      tileMatrixSets: ['GoogleMapsCompatible', 'EPSG:4326'],
      template:
        'https://tiles.example.com/wmts/ortho_2025/{Style}/{TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol}.jpg',
      bbox: [2.2, 48.8, 2.5, 48.95],
    });
  });

  it('places tile layers on the user bounds, never on the world by default', () => {
    const tiles = {
      type: 'TILE_LAYER',
      tiles: {
        template: 'https://t/{z}/{x}/{y}.png',
        sampleUrl: 'https://t/0/0/0.png',
        imageType: 'image/png',
      },
    } as const;
    expect(() => describeRemoteLayer(tiles)).toThrow(
      expect.objectContaining({ code: 'LAYER_EXTENT_REQUIRED', statusCode: 400 }),
    );
    expect(describeRemoteLayer(tiles, undefined, [1, 2, 3, 4]).bbox).toEqual([1, 2, 3, 4]);
    // A TileJSON document's bounds come first.
    expect(
      describeRemoteLayer({ ...tiles, bounds: [5, 45, 10, 48] }, undefined, [1, 2, 3, 4]).bbox,
    ).toEqual([5, 45, 10, 48]);
    expect(() => describeRemoteLayer(tiles, undefined, [3, 2, 1, 4])).toThrow(/no extent/);
    expect(boxToWkt([1, 2, 3, 4])).toBe('POLYGON((1 2,3 2,3 4,1 4,1 2))');
  });

  it('takes the user bounds when a service declares none or the whole world', () => {
    const wms = (bbox: readonly [number, number, number, number] | undefined) =>
      ({
        type: 'WMS',
        url: 'https://w/wms',
        capabilities: {
          service: 'WMS',
          version: '1.3.0',
          title: 'W',
          getMapUrl: undefined,
          formats: ['image/png'],
          layers: [{ name: 'a', title: 'A', crs: [], bbox, boundingBoxes: [] }],
          bbox,
        },
      }) as const;
    expect(isWorldWide(WEB_MERCATOR_WORLD)).toBe(true);
    expect(describeRemoteLayer(wms([-9, 38, -8, 39]), 'a', [1, 2, 3, 4]).bbox).toEqual([
      -9, 38, -8, 39,
    ]);
    expect(describeRemoteLayer(wms(WEB_MERCATOR_WORLD), 'a', [1, 2, 3, 4]).bbox).toEqual([
      1, 2, 3, 4,
    ]);
    expect(describeRemoteLayer(wms(undefined), 'a', [1, 2, 3, 4]).bbox).toEqual([1, 2, 3, 4]);
    expect(() => describeRemoteLayer(wms(WEB_MERCATOR_WORLD), 'a')).toThrow(/whole world/);
  });
});
