import type BaseLayer from 'ol/layer/Base';
import LayerGroup from 'ol/layer/Group';
import ImageLayer from 'ol/layer/Image';
import TileLayer from 'ol/layer/Tile';
import { transformExtent } from 'ol/proj';
import ImageStatic from 'ol/source/ImageStatic';
import ImageWMS from 'ol/source/ImageWMS';
import WMTS from 'ol/source/WMTS';
import XYZ from 'ol/source/XYZ';
import type { Bounds } from '../view/bounds';
import { AnimatedGifSource } from './animated-gif-source';
import { checkedImageLoad, checkedTileLoad } from './checked-image-load';
import type { ListingLayerSpec } from './listing-layer-spec';
import { webMercatorWmtsGrid } from './wmts-grid';

/** A layer made for a spec, with what must be stopped when it goes. */
export interface ListingLayerHandle {
  readonly layer: BaseLayer;
  dispose(): void;
}

const toExtent = (bounds: Bounds | undefined) =>
  bounds
    ? transformExtent(
        [bounds.west, bounds.south, bounds.east, bounds.north],
        'EPSG:4326',
        'EPSG:3857',
      )
    : undefined;

const withExtent = (bounds: Bounds | undefined) => {
  const extent = toExtent(bounds);
  return extent ? { extent } : {};
};

/** A picture laid over WGS84 bounds. */
function staticImage(url: string, { west, south, east, north }: Bounds): ImageStatic {
  return new ImageStatic({
    url,
    imageExtent: [west, south, east, north],
    projection: 'EPSG:4326',
    interpolate: true,
  });
}

/**
 * Makes the OpenLayers layer that draws a listing, by kind (see {@link ListingLayerSpec}). Tiles
 * and WMS images are fetched so a server's refusal reaches `onError` with its reason
 * (`LayerLoadError`: a WMS ServiceException, a JSON message, the HTTP status).
 */
export function createListingLayer(
  spec: ListingLayerSpec,
  onError: (error: unknown) => void = () => undefined,
): ListingLayerHandle {
  const none = () => undefined;
  switch (spec.kind) {
    case 'image': {
      const source = staticImage(spec.url, spec.bounds);
      source.on('imageloaderror', () => onError(new Error('The map image could not be loaded')));
      return { layer: new ImageLayer({ source }), dispose: none };
    }
    case 'gif': {
      const gif = new AnimatedGifSource(spec.url, spec.bounds, onError);
      return { layer: new ImageLayer({ source: gif.source }), dispose: () => gif.dispose() };
    }
    case 'xyz': {
      // Tile servers answer 404 where they have no tile: not worth telling the user.
      const source = new XYZ({
        url: spec.url,
        crossOrigin: 'anonymous',
        maxZoom: 22,
        tileLoadFunction: checkedTileLoad(onError, { ignoreNotFound: true }),
      });
      const tiles = new TileLayer({ source, ...withExtent(spec.bounds) });
      if (!spec.underlay || !spec.bounds) return { layer: tiles, dispose: none };
      const underlay = new ImageLayer({ source: staticImage(spec.underlay, spec.bounds) });
      return { layer: new LayerGroup({ layers: [underlay, tiles] }), dispose: none };
    }
    case 'wms': {
      const source = new ImageWMS({
        url: spec.url,
        params: {
          LAYERS: spec.layer,
          FORMAT: 'image/png',
          TRANSPARENT: true,
          ...(spec.version ? { VERSION: spec.version } : {}),
        },
        ratio: 1,
        crossOrigin: 'anonymous',
        imageLoadFunction: checkedImageLoad(onError),
      });
      return { layer: new ImageLayer({ source, ...withExtent(spec.bounds) }), dispose: none };
    }
    case 'wmts': {
      const source = new WMTS({
        url: spec.template ?? spec.url,
        layer: spec.layer,
        matrixSet: spec.matrixSet,
        format: spec.format ?? 'image/png',
        style: 'default',
        requestEncoding: spec.template ? 'REST' : 'KVP',
        tileGrid: webMercatorWmtsGrid(spec.matrixSet),
        crossOrigin: 'anonymous',
        tileLoadFunction: checkedTileLoad(onError, { ignoreNotFound: true }),
      });
      return { layer: new TileLayer({ source, ...withExtent(spec.bounds) }), dispose: none };
    }
    default: {
      const unhandled: never = spec;
      throw new Error(`Unhandled listing layer: ${JSON.stringify(unhandled)}`);
    }
  }
}
