// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AtlasMap as AtlasMapInstance } from '@unfurl/map-ol';
import { AtlasMapProvider, useAtlasMap } from './atlas-map-context';
import { AtlasMap } from './atlas-map-view';
import { MAP_BACKGROUND, loadMapEngine } from './load-map-engine';
import { Minimap } from './minimap-view';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(cleanup);

/** First import of OpenLayers takes seconds on a loaded machine: wait generously for it. */
const ENGINE_LOAD = { timeout: 15_000 } as const;

describe('<AtlasMap>', () => {
  it('paints the plain background at once and creates the map when OpenLayers has loaded', async () => {
    const seen: (AtlasMapInstance | null)[] = [];
    function Probe() {
      seen.push(useAtlasMap());
      return null;
    }
    const view = render(
      <AtlasMapProvider>
        <AtlasMap initial={{ lat: 0, lng: 0, zoom: 2 }} />
        <Probe />
      </AtlasMapProvider>,
    );
    // First render: no map yet (the engine is a dynamic import), but the background is there.
    expect(seen[0]).toBeNull();
    expect(view.getByTestId('atlas-map').style.background).toBe('rgb(11, 19, 32)');
    await waitFor(() => expect(seen.at(-1)).toBeTruthy(), ENGINE_LOAD);
  });

  it('paints the same background as the offline basemap', async () => {
    expect(MAP_BACKGROUND).toBe((await loadMapEngine()).OFFLINE_COLORS.ocean);
  });

  it('creates no map when unmounted before OpenLayers has loaded', async () => {
    const view = render(
      <AtlasMapProvider>
        <AtlasMap initial={{ lat: 0, lng: 0, zoom: 2 }} />
      </AtlasMapProvider>,
    );
    const target = view.getByTestId('atlas-map');
    view.unmount();
    await loadMapEngine();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(target.querySelector('.ol-viewport')).toBeNull();
  });

  it('mounts one map, shares it through context and destroys it on unmount', async () => {
    const seen: (AtlasMapInstance | null)[] = [];
    function Probe() {
      seen.push(useAtlasMap());
      return null;
    }
    const view = render(
      <AtlasMapProvider>
        <AtlasMap initial={{ lat: 1, lng: 2, zoom: 3 }} basemap="street" />
        <Minimap clamp={(p) => p} />
        <Probe />
      </AtlasMapProvider>,
    );
    expect(view.getByTestId('atlas-map')).toBeTruthy();
    await waitFor(() => expect(seen.at(-1)).toBeTruthy(), ENGINE_LOAD);
    await waitFor(
      () => expect(view.getByTestId('minimap').querySelector('.ol-viewport')).toBeTruthy(),
      ENGINE_LOAD,
    );
    const map = seen.at(-1);
    expect(map).toBeTruthy();
    expect(map?.getBasemap()).toBe('street');
    expect(map?.getPosition().zoom).toBe(3);
    act(() => view.unmount());
  });

  it('names the zoom and attribution buttons for screen readers', async () => {
    const view = render(
      <AtlasMapProvider>
        <AtlasMap initial={{ lat: 0, lng: 0, zoom: 2 }} />
      </AtlasMapProvider>,
    );
    await waitFor(
      () => expect(view.getByTestId('atlas-map').querySelector('button.ol-zoom-in')).toBeTruthy(),
      ENGINE_LOAD,
    );
    const names = [...view.getByTestId('atlas-map').querySelectorAll('button')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(names).toEqual(expect.arrayContaining(['Zoom in', 'Zoom out', 'Map data sources']));
  });

  it('switches the basemap when the prop changes', async () => {
    let current: AtlasMapInstance | null = null;
    function Probe() {
      current = useAtlasMap();
      return null;
    }
    const tree = (basemap: 'street' | 'satellite') => (
      <AtlasMapProvider>
        <AtlasMap initial={{ lat: 0, lng: 0, zoom: 2 }} basemap={basemap} />
        <Probe />
      </AtlasMapProvider>
    );
    const view = render(tree('street'));
    await waitFor(() => expect(current).toBeTruthy(), ENGINE_LOAD);
    view.rerender(tree('satellite'));
    expect((current as AtlasMapInstance | null)?.getBasemap()).toBe('satellite');
  });

  it('refuses useAtlasMap outside a provider', () => {
    function Lost() {
      useAtlasMap();
      return null;
    }
    expect(() => render(<Lost />)).toThrow(/AtlasMapProvider/);
  });
});
