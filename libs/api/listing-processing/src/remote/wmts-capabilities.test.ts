import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readWmtsCapabilities } from './wmts-capabilities';

const fixture = (name: string) => readFileSync(new URL(`./test-data/${name}`, import.meta.url));

describe('readWmtsCapabilities', () => {
  it('reads layers, their extents, formats, styles, matrix set links and tile templates', () => {
    const wmts = readWmtsCapabilities(fixture('wmts-1.0.0.xml'));
    expect(wmts).toMatchObject({
      service: 'WMTS',
      version: '1.0.0',
      title: 'Orthophotos',
      getTileUrl: 'https://tiles.example.com/wmts?',
      bbox: [-5.5, 41.2, 9.9, 51.2],
    });
    expect(wmts.layers).toEqual([
      {
        identifier: 'ortho_2025',
        title: 'Orthophoto 2025',
        bbox: [2.2, 48.8, 2.5, 48.95],
        formats: ['image/jpeg', 'image/png'],
        styles: ['default'],
        tileMatrixSets: ['GoogleMapsCompatible', 'EPSG:4326'],
        resourceUrls: [
          {
            format: 'image/jpeg',
            resourceType: 'tile',
            template:
              'https://tiles.example.com/wmts/ortho_2025/{Style}/{TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol}.jpg',
          },
        ],
      },
      {
        identifier: 'cadastre',
        title: 'Cadastre',
        bbox: [-5.5, 41.2, 9.9, 51.2],
        formats: ['image/png'],
        styles: ['normal'],
        tileMatrixSets: ['GoogleMapsCompatible'],
        resourceUrls: [],
      },
    ]);
  });

  it('reads the tile matrix sets with their CRS and zoom levels', () => {
    const [google, geographic] = readWmtsCapabilities(fixture('wmts-1.0.0.xml')).tileMatrixSets;
    expect(google).toMatchObject({
      identifier: 'GoogleMapsCompatible',
      crs: 'urn:ogc:def:crs:EPSG::3857',
    });
    expect(google!.tileMatrices.map((m) => [m.identifier, m.matrixWidth, m.matrixHeight])).toEqual([
      ['0', 1, 1],
      ['1', 2, 2],
      ['2', 4, 4],
    ]);
    expect(google!.tileMatrices[0]).toEqual({
      identifier: '0',
      scaleDenominator: 559082264.0287178,
      topLeftCorner: [-20037508.3427892, 20037508.3427892],
      tileWidth: 256,
      tileHeight: 256,
      matrixWidth: 1,
      matrixHeight: 1,
    });
    expect(geographic).toMatchObject({
      identifier: 'EPSG:4326',
      crs: 'urn:ogc:def:crs:EPSG::4326',
    });
    expect(geographic!.tileMatrices[0]!.topLeftCorner).toEqual([90, -180]);
  });

  it('refuses what is not a usable WMTS document (422)', () => {
    const exception =
      '<ows:ExceptionReport xmlns:ows="http://www.opengis.net/ows/1.1" version="1.1.0"><ows:Exception exceptionCode="MissingParameterValue" locator="request"><ows:ExceptionText>Missing REQUEST</ows:ExceptionText></ows:Exception></ows:ExceptionReport>';
    expect(() => readWmtsCapabilities(exception)).toThrow(
      'The service answered with an error: Missing REQUEST',
    );
    expect(() =>
      readWmtsCapabilities(readFileSync(new URL('./test-data/wms-1.3.0.xml', import.meta.url))),
    ).toThrow(/not a WMTS GetCapabilities document/);
    const noSets =
      '<Capabilities version="1.0.0"><Contents><Layer><Identifier>a</Identifier><TileMatrixSetLink><TileMatrixSet>missing</TileMatrixSet></TileMatrixSetLink></Layer></Contents></Capabilities>';
    expect(() => readWmtsCapabilities(noSets)).toThrow(
      expect.objectContaining({ statusCode: 422, code: 'NO_LAYERS' }),
    );
  });
});
