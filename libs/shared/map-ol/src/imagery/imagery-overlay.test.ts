// @vitest-environment jsdom
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
});
