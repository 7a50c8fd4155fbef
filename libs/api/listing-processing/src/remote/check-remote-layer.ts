import { remoteFetch } from './remote-fetch';
import type { RemoteFetchOptions } from './remote-fetch';
import { RemoteLayerError, REMOTE_LAYER_ERROR_CODE } from './remote-layer-error';
import { parseLayerUrl } from './ssrf-guard';
import type { LonLatBox } from './lon-lat-box';
import { checkTileTemplate } from './tile-template';
import { isTileJsonUrl, readTileJson } from './tile-json';
import type { TileTemplateCheck } from './tile-template';
import { readWmsCapabilities } from './wms-capabilities';
import type { WmsCapabilities } from './wms-capabilities';
import { readWmtsCapabilities } from './wmts-capabilities';
import type { WmtsCapabilities } from './wmts-capabilities';

/** Listing types registered by URL (a subset of the domain's LISTING_TYPE). */
export const REMOTE_LAYER_TYPE = {
  tileLayer: 'TILE_LAYER',
  externalTileLayer: 'EXTERNAL_TILE_LAYER',
  wms: 'WMS',
  wmts: 'WMTS',
} as const;

/** One remote layer type. */
export type RemoteLayerType = (typeof REMOTE_LAYER_TYPE)[keyof typeof REMOTE_LAYER_TYPE];

/** What checking a layer URL found. */
export type RemoteLayerCheck =
  | {
      readonly type: 'TILE_LAYER' | 'EXTERNAL_TILE_LAYER';
      readonly tiles: TileTemplateCheck;
      /** A TileJSON document's `bounds`, when the address was one. */
      readonly bounds?: LonLatBox | undefined;
    }
  | { readonly type: 'WMS'; readonly url: string; readonly capabilities: WmsCapabilities }
  | { readonly type: 'WMTS'; readonly url: string; readonly capabilities: WmtsCapabilities };

/**
 * The GetCapabilities URL of a service URL: SERVICE and REQUEST set (whatever their case in the
 * user's URL), other parameters such as VERSION or a key kept. A RESTful WMTS document URL
 * (`…/WMTSCapabilities.xml`) is used as it is.
 */
export function capabilitiesUrl(service: 'WMS' | 'WMTS', raw: string): URL {
  const url = parseLayerUrl(raw);
  if (service === 'WMTS' && /\.xml$/i.test(url.pathname)) return url;
  for (const name of [...url.searchParams.keys()]) {
    if (/^(service|request)$/i.test(name)) url.searchParams.delete(name);
  }
  url.searchParams.set('SERVICE', service);
  url.searchParams.set('REQUEST', 'GetCapabilities');
  return url;
}

/**
 * Checks a layer URL before it becomes a listing, through the SSRF guard: a tile template gets
 * one tile fetched (a TileJSON address: its document read for `tiles` and `bounds` first), a WMS or WMTS its capabilities read. Every failure is a 4xx
 * {@link RemoteLayerError} with a message for the person who typed the URL.
 */
export async function checkRemoteLayer(
  type: RemoteLayerType,
  url: string,
  options: RemoteFetchOptions,
): Promise<RemoteLayerCheck> {
  switch (type) {
    case REMOTE_LAYER_TYPE.tileLayer:
    case REMOTE_LAYER_TYPE.externalTileLayer: {
      if (!isTileJsonUrl(url)) return { type, tiles: await checkTileTemplate(url, options) };
      const tileJson = await readTileJson(url, options);
      return {
        type,
        tiles: await checkTileTemplate(tileJson.template, options),
        bounds: tileJson.bounds,
      };
    }
    case REMOTE_LAYER_TYPE.wms: {
      const body = await fetchCapabilities(capabilitiesUrl('WMS', url), options);
      return { type, url, capabilities: readWmsCapabilities(body) };
    }
    case REMOTE_LAYER_TYPE.wmts: {
      const body = await fetchCapabilities(capabilitiesUrl('WMTS', url), options);
      return { type, url, capabilities: readWmtsCapabilities(body) };
    }
    default: {
      const unhandled: never = type;
      throw new RemoteLayerError(
        REMOTE_LAYER_ERROR_CODE.invalidUrl,
        `Unknown layer type ${String(unhandled)}`,
      );
    }
  }
}

async function fetchCapabilities(url: URL, options: RemoteFetchOptions): Promise<Uint8Array> {
  const response = await remoteFetch(url, {
    maxBytes: 10 * 1024 * 1024,
    accept: 'application/xml, text/xml, application/vnd.ogc.wms_xml;q=0.9, */*;q=0.5',
    ...options,
  });
  if (response.status !== 200) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.badResponse,
      `The server answered HTTP ${response.status} to GetCapabilities (${url.host}).`,
    );
  }
  return response.body;
}
