import {
  attribute,
  child,
  children,
  numberOf,
  parseCapabilitiesXml,
  text,
} from './capabilities-xml';
import type { XmlNode } from './capabilities-xml';
import { lonLatBox, unionOf } from './lon-lat-box';
import type { LonLatBox } from './lon-lat-box';
import { RemoteLayerError, REMOTE_LAYER_ERROR_CODE } from './remote-layer-error';

/** A bounding box in one coordinate system, axis order as the document gives it. */
export interface CrsBox {
  readonly crs: string;
  readonly extent: readonly [minx: number, miny: number, maxx: number, maxy: number];
}

/** One named (requestable) WMS layer, with what it inherits from its parents. */
export interface WmsLayer {
  readonly name: string;
  readonly title: string;
  /** CRS (1.3.0) or SRS (1.1.1) codes, inherited ones included, in document order. */
  readonly crs: readonly string[];
  /** WGS 84 extent (EX_GeographicBoundingBox or LatLonBoundingBox, else the parent's). */
  readonly bbox: LonLatBox | undefined;
  readonly boundingBoxes: readonly CrsBox[];
}

/** What a WMS GetCapabilities document (1.1.1 or 1.3.0) says. */
export interface WmsCapabilities {
  readonly service: 'WMS';
  readonly version: string;
  readonly title: string;
  /** GetMap endpoint (DCPType HTTP Get), if the document names one. */
  readonly getMapUrl: string | undefined;
  readonly formats: readonly string[];
  readonly layers: readonly WmsLayer[];
  /** Union of the layers' extents. */
  readonly bbox: LonLatBox | undefined;
}

interface Inherited {
  readonly crs: readonly string[];
  readonly bbox: LonLatBox | undefined;
  readonly boundingBoxes: readonly CrsBox[];
}

/**
 * Reads a WMS GetCapabilities document: version 1.3.0 (`WMS_Capabilities`, CRS,
 * EX_GeographicBoundingBox) or 1.1.x (`WMT_MS_Capabilities`, SRS, LatLonBoundingBox). Named
 * layers are listed depth first with inherited CRS and extents. 422 when it is not one, is a
 * service exception, or has no named layer.
 */
export function readWmsCapabilities(body: Uint8Array | string): WmsCapabilities {
  const document = parseCapabilitiesXml(body, 'WMS GetCapabilities');
  const root = child(document, 'WMS_Capabilities') ?? child(document, 'WMT_MS_Capabilities');
  if (!root) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.invalidCapabilities,
      'The answer is not a WMS GetCapabilities document.',
    );
  }
  const version =
    attribute(root, 'version') || (child(document, 'WMS_Capabilities') ? '1.3.0' : '1.1.1');
  const capability = child(root, 'Capability');
  const layers: WmsLayer[] = [];
  const start: Inherited = { crs: [], bbox: undefined, boundingBoxes: [] };
  for (const layer of children(capability, 'Layer')) collect(layer, start, layers);
  if (layers.length === 0) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.noLayers,
      'The WMS has no named layer to show.',
    );
  }
  const getMap = child(child(capability, 'Request'), 'GetMap');
  const online = child(child(child(child(getMap, 'DCPType'), 'HTTP'), 'Get'), 'OnlineResource');
  return {
    service: 'WMS',
    version,
    title: text(child(root, 'Service'), 'Title'),
    getMapUrl: attribute(online, 'href') || undefined,
    formats: children(getMap, 'Format')
      .map((format) => text(format))
      .filter(Boolean),
    layers,
    bbox: unionOf(layers.map((layer) => layer.bbox)),
  };
}

function collect(layer: XmlNode, parent: Inherited, out: WmsLayer[]): void {
  const own = [...children(layer, 'CRS'), ...children(layer, 'SRS')].flatMap((c) =>
    text(c).split(/\s+/),
  );
  const crs = [...new Set([...parent.crs, ...own.filter(Boolean)])];
  const boxes = children(layer, 'BoundingBox').flatMap((box): CrsBox[] => {
    const extent = ['minx', 'miny', 'maxx', 'maxy'].map((a) => numberOf(attribute(box, a)));
    const code = attribute(box, 'CRS') || attribute(box, 'SRS');
    return code && extent.every((v) => v !== undefined)
      ? [{ crs: code, extent: extent as unknown as CrsBox['extent'] }]
      : [];
  });
  const here: Inherited = {
    crs,
    bbox: geographicBox(layer) ?? parent.bbox,
    boundingBoxes: boxes.length > 0 ? boxes : parent.boundingBoxes,
  };
  const name = text(layer, 'Name');
  if (name !== '') out.push({ name, title: text(layer, 'Title') || name, ...here });
  for (const sub of children(layer, 'Layer')) collect(sub, here, out);
}

function geographicBox(layer: XmlNode): LonLatBox | undefined {
  const ex = child(layer, 'EX_GeographicBoundingBox');
  if (ex) {
    return lonLatBox(
      ['westBoundLongitude', 'southBoundLatitude', 'eastBoundLongitude', 'northBoundLatitude'].map(
        (name) => numberOf(text(ex, name)),
      ),
    );
  }
  const latLon = child(layer, 'LatLonBoundingBox');
  return latLon
    ? lonLatBox(['minx', 'miny', 'maxx', 'maxy'].map((name) => numberOf(attribute(latLon, name))))
    : undefined;
}
