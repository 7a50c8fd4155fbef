// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AtlasMap as AtlasMapInstance } from '@unfurl/map-ol';
import { AtlasMapProvider, useAtlasMap } from './atlas-map-context';
import { AtlasMap } from './atlas-map-view';
import { Minimap } from './minimap-view';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(cleanup);

describe('<AtlasMap>', () => {
  it('mounts one map, shares it through context and destroys it on unmount', () => {
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
    const map = seen.at(-1);
    expect(map).toBeTruthy();
    expect(map?.getBasemap()).toBe('street');
    expect(map?.getPosition().zoom).toBe(3);
    act(() => view.unmount());
  });

  it('names the zoom and attribution buttons for screen readers', () => {
    const view = render(
      <AtlasMapProvider>
        <AtlasMap initial={{ lat: 0, lng: 0, zoom: 2 }} />
      </AtlasMapProvider>,
    );
    const names = [...view.getByTestId('atlas-map').querySelectorAll('button')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(names).toEqual(expect.arrayContaining(['Zoom in', 'Zoom out', 'Map data sources']));
  });

  it('switches the basemap when the prop changes', () => {
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
