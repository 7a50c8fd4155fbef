import LayerGroup from 'ol/layer/Group';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import type { BasemapSpec } from './basemap-catalog';

/**
 * The OpenLayers layers of one internet base layer. Tiles that fail to load (offline) leave
 * transparent gaps through which the offline basemap shows; OpenLayers retries nothing.
 */
export function createBaseLayer(spec: BasemapSpec): LayerGroup {
  const layers = spec.sources.map(
    (source) =>
      new TileLayer({
        source: new XYZ({
          url: source.url,
          attributions: source.attributions,
          maxZoom: source.maxZoom,
          crossOrigin: 'anonymous',
          transition: 200,
        }),
        preload: 0,
      }),
  );
  return new LayerGroup({ layers, zIndex: 1, properties: { name: `basemap-${spec.key}` } });
}
