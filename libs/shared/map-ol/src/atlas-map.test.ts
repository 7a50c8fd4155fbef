// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createAtlasMap } from './atlas-map';
import type { AtlasMap } from './atlas-map';
import type { MapListing } from './listings/listings-layer';

function square(id: number, lng: number, lat: number, type: MapListing['listingType']): MapListing {
  const d = 0.1;
  const wkt = `POLYGON((${lng} ${lat},${lng + d} ${lat},${lng + d} ${lat + d},${lng} ${lat + d},${lng} ${lat}))`;
  return { id, listingType: type, geometryWKT: wkt };
}

// jsdom has no ResizeObserver; OpenLayers only needs it to watch the target's size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

let map: AtlasMap | undefined;
afterEach(() => map?.destroy());

describe('AtlasMap', () => {
  it('starts at the initial position and switches basemaps', () => {
    const target = document.createElement('div');
    map = createAtlasMap({ target, initial: { lat: 10, lng: 20, zoom: 3.456 } });
    const position = map.getPosition();
    expect(position.lat).toBeCloseTo(10, 6);
    expect(position.lng).toBeCloseTo(20, 6);
    expect(position.zoom).toBe(3.46);
    expect(map.getBasemap()).toBe('dark-gray');
    map.setBasemap('satellite');
    expect(map.getBasemap()).toBe('satellite');
    map.setPosition({ lat: -5, lng: 7, zoom: 6 }, { immediate: true });
    expect(map.getZoom()).toBe(6);
  });

  it('takes 10,000 listings, skips unreadable WKT, and diffs updates', () => {
    const target = document.createElement('div');
    map = createAtlasMap({ target, initial: { lat: 0, lng: 0, zoom: 2 } });
    const types = ['COG', 'IMAGE', 'GIF', 'LO_FI'] as const;
    const listings = Array.from({ length: 10_000 }, (_, i) =>
      square(i, (i % 350) - 175, (i % 160) - 80, types[i % 4] ?? 'COG'),
    );
    const started = performance.now();
    map.setListings([...listings, { id: -1, listingType: 'COG', geometryWKT: 'garbage' }]);
    map.setListings(listings.slice(5_000));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(map.fitToWkt('garbage')).toBe(false);
    expect(map.fitToWkt('POINT(10 10)', { immediate: true })).toBe(true);
  });

  it('draws comment annotations, skips unreadable ones, and removes them', () => {
    const target = document.createElement('div');
    map = createAtlasMap({ target, initial: { lat: 0, lng: 0, zoom: 2 } });
    map.showAnnotations([
      { type: 'Feature', properties: null, geometry: { type: 'Point', coordinates: [13.4, 52.5] } },
      {
        type: 'Feature',
        properties: { note: 'river' },
        geometry: {
          type: 'LineString',
          coordinates: [
            [0, 0],
            [1, 1],
          ],
        },
      },
      { type: 'Feature', properties: null, geometry: { type: 'Circle', coordinates: 5 } },
    ]);
    expect(target.dataset['annotations']).toBe('2');
    map.showAnnotations([]);
    expect(target.dataset['annotations']).toBeUndefined();
    map.showAnnotations([
      { type: 'Feature', properties: null, geometry: { type: 'Point', coordinates: [1, 2] } },
    ]);
    expect(target.dataset['annotations']).toBe('1');
    map.showAnnotations(null);
    expect(target.dataset['annotations']).toBeUndefined();
  });
});
