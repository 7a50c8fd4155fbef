// @vitest-environment jsdom
import type OlMap from 'ol/Map';
import { afterEach, describe, expect, it } from 'vitest';
import { createAtlasMap } from '../atlas-map';
import type { AtlasMap } from '../atlas-map';

// jsdom has no ResizeObserver; OpenLayers only needs it to watch the target's size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

let map: AtlasMap | undefined;
afterEach(() => map?.destroy());

const BOX = { west: -11.6, south: 24.5, east: -11.2, north: 24.9 };

describe('ImageryOverlay', () => {
  it('is created once per map and marks box select on the map element', () => {
    const target = document.createElement('div');
    map = createAtlasMap({ target, initial: { lat: 24.7, lng: -11.4, zoom: 8 } });
    const overlay = map.imagery();
    expect(map.imagery()).toBe(overlay);
    expect(target.dataset['imageryImage']).toBe('none');
    overlay.startBoxSelect(() => undefined);
    expect(target.dataset['boxSelect']).toBe('on');
    overlay.stopBoxSelect();
    expect(target.dataset['boxSelect']).toBeUndefined();
  });

  it('loads a rendered image over its box, keeps its opacity, and removes it', () => {
    const target = document.createElement('div');
    map = createAtlasMap({ target, initial: { lat: 24.7, lng: -11.4, zoom: 8 } });
    const overlay = map.imagery();
    overlay.setArea(BOX);
    overlay.setImage({ url: 'data:image/png;base64,AAAA', bounds: BOX, opacity: 0.4 });
    expect(target.dataset['imageryImage']).toBe('loading');
    expect(overlay.getImageOpacity()).toBe(0.4);
    // The same image again does not reload; only the opacity changes.
    overlay.setImage({ url: 'data:image/png;base64,AAAA', bounds: BOX, opacity: 0.7 });
    expect(target.dataset['imageryImage']).toBe('loading');
    expect(overlay.getImageOpacity()).toBe(0.7);
    overlay.setImageOpacity(2);
    expect(overlay.getImageOpacity()).toBe(1);
    overlay.setImage(null);
    expect(target.dataset['imageryImage']).toBe('none');
    overlay.setArea(null);
  });

  it('lays the image above the listing footprints, which can be outlined or switched off', () => {
    const target = document.createElement('div');
    map = createAtlasMap({ target, initial: { lat: 24.7, lng: -11.4, zoom: 8 } });
    map.imagery();
    const z = (name: string) =>
      (map as unknown as { map: OlMap }).map
        .getLayers()
        .getArray()
        .find((layer) => layer.get('name') === name)
        ?.getZIndex() ?? -1;
    for (const name of [
      'listing-footprints',
      'listing-hover',
      'listing-clusters',
      'listing-layer',
    ]) {
      expect(z('imagery-image')).toBeGreaterThan(z(name));
    }
    map.setFootprintsMode('outline');
    expect(target.dataset['footprints']).toBe('outline');
    map.setFootprintsMode('hidden');
    expect(target.dataset['footprints']).toBe('hidden');
  });

  it('compare mode lays the images instead of the rendered one and marks the map', () => {
    const target = document.createElement('div');
    map = createAtlasMap({ target, initial: { lat: 24.7, lng: -11.4, zoom: 8 } });
    const overlay = map.imagery();
    const image = (url: string) => ({ url, bounds: BOX, opacity: 0.5 });
    overlay.setCompare([image('data:a'), image('data:b')], 0.3);
    expect([target.dataset['compare'], target.dataset['swipe']]).toEqual(['2', '30']);
    overlay.setCompare([image('data:a'), image('data:b')], 1.7);
    expect(target.dataset['swipe']).toBe('100');
    overlay.setCompare(null);
    expect(target.dataset['compare']).toBeUndefined();
  });
});
