import { describe, expect, it } from 'vitest';
import { makeListing } from '@unfurl/api-client/testing';
import {
  cogTileTemplate,
  listingLayerSpec,
  originalFileUrl,
  webMercatorMatrixSet,
} from './listing-layer-spec';

const box = [-10, 40, -9, 41] as const;
const bounds = { west: -10, south: 40, east: -9, north: 41 };

describe('listingLayerSpec', () => {
  it('draws images and LoFi maps through the medium preview over their bounds', () => {
    for (const listingType of ['IMAGE', 'LO_FI'] as const) {
      const listing = makeListing({ id: 5, listingType, previewUrl: '/listing-preview/5' });
      expect(listingLayerSpec(listing, box, undefined)).toEqual({
        kind: 'image',
        url: '/listing-preview/5?size=medium',
        bounds,
      });
    }
  });

  it('draws COGs as server tiles over their medium preview, with the preview link query', () => {
    const listing = makeListing({
      id: 9,
      listingType: 'COG',
      previewUrl: 'https://api.example/listing-preview/9?subdomain=acme&authorization=t0k',
      updatedAt: 1_700_000_123,
    });
    expect(listingLayerSpec(listing, box, undefined)).toEqual({
      kind: 'xyz',
      url: 'https://api.example/listing-tiles/9/{z}/{x}/{y}.png?subdomain=acme&authorization=t0k&v=1700000123',
      bounds,
      underlay:
        'https://api.example/listing-preview/9?subdomain=acme&authorization=t0k&size=medium',
    });
    // The version changes with the listing, so cached tiles of an older file are not reused.
    const bare = makeListing({
      id: 3,
      listingType: 'COG',
      previewUrl: '/listing-preview/3',
      updatedAt: 5,
    });
    expect(cogTileTemplate(bare)).toBe('/listing-tiles/3/{z}/{x}/{y}.png?v=5');
    expect(cogTileTemplate({ ...bare, updatedAt: 6 })).toBe('/listing-tiles/3/{z}/{x}/{y}.png?v=6');
    const sized = makeListing({
      id: 4,
      listingType: 'COG',
      previewUrl: '/listing-preview/4?size=medium',
      updatedAt: 7,
    });
    expect(cogTileTemplate(sized)).toBe('/listing-tiles/4/{z}/{x}/{y}.png?v=7');
    // No preview: tiles alone; no bounds: nothing.
    const none = makeListing({ id: 6, listingType: 'COG', previewUrl: null, updatedAt: 8 });
    expect(listingLayerSpec(none, box, undefined)).toEqual({
      kind: 'xyz',
      url: '/listing-tiles/6/{z}/{x}/{y}.png?v=8',
      bounds,
      underlay: undefined,
    });
    expect(listingLayerSpec(none, undefined, undefined)).toBeNull();
  });

  it('plays a GIF from its original file', () => {
    const listing = makeListing({
      id: 7,
      listingType: 'GIF',
      previewUrl: '/listing-preview/7?subdomain=acme',
    });
    expect(listingLayerSpec(listing, box, undefined)).toEqual({
      kind: 'gif',
      url: '/listing-original/7?subdomain=acme',
      bounds,
    });
    expect(originalFileUrl('https://api.example/listing-preview/7')).toBe(
      'https://api.example/listing-original/7',
    );
  });

  it('draws remote layers from their description, and nothing before it is known', () => {
    const tiles = makeListing({ id: 1, listingType: 'TILE_LAYER' });
    expect(listingLayerSpec(tiles, box, undefined)).toBeNull();
    expect(
      listingLayerSpec(tiles, box, {
        type: 'TILE_LAYER',
        url: 'https://t.example/{z}/{x}/{y}.png',
        bbox: [-180, -85, 180, 85],
      }),
    ).toEqual({
      kind: 'xyz',
      url: 'https://t.example/{z}/{x}/{y}.png',
      bounds: { west: -180, south: -85, east: 180, north: 85 },
    });
    const wms = makeListing({ id: 1, listingType: 'WMS' });
    expect(
      listingLayerSpec(wms, box, {
        type: 'WMS',
        url: 'https://m.example/wms',
        layer: 'roads',
        version: '1.3.0',
        bbox: [...box],
      }),
    ).toMatchObject({ kind: 'wms', layer: 'roads', version: '1.3.0', bounds });
    const wmts = makeListing({ id: 1, listingType: 'WMTS' });
    expect(
      listingLayerSpec(wmts, box, {
        type: 'WMTS',
        url: 'https://m.example/wmts',
        layer: 'roads',
        tileMatrixSets: ['EPSG:4326', 'GoogleMapsCompatible'],
        formats: ['image/jpeg'],
        bbox: [...box],
      }),
    ).toMatchObject({ kind: 'wmts', matrixSet: 'GoogleMapsCompatible', format: 'image/jpeg' });
  });

  it('draws nothing for orders and unsupported listings', () => {
    expect(
      listingLayerSpec(makeListing({ id: 1, listingType: 'ORDER' }), box, undefined),
    ).toBeNull();
    expect(webMercatorMatrixSet([])).toBeUndefined();
    expect(webMercatorMatrixSet(['a', 'b'])).toBe('a');
  });
});
