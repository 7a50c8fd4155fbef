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

/** One zoom level of a tile matrix set. */
export interface WmtsTileMatrix {
  readonly identifier: string;
  readonly scaleDenominator: number;
  /** Top-left corner in the set's CRS, axis order as the document gives it. */
  readonly topLeftCorner: readonly [number, number];
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly matrixWidth: number;
  readonly matrixHeight: number;
}

/** A tile matrix set: a CRS and its zoom levels. */
export interface WmtsTileMatrixSet {
  readonly identifier: string;
  readonly crs: string;
  readonly tileMatrices: readonly WmtsTileMatrix[];
}

/** A RESTful tile URL template of a layer. */
export interface WmtsResourceUrl {
  readonly format: string;
  readonly resourceType: string;
  readonly template: string;
}

/** One WMTS layer. */
export interface WmtsLayer {
  readonly identifier: string;
  readonly title: string;
  /** ows:WGS84BoundingBox as `[west, south, east, north]`. */
  readonly bbox: LonLatBox | undefined;
  readonly formats: readonly string[];
  readonly styles: readonly string[];
  /** Identifiers of the tile matrix sets it links to (only ones the document defines). */
  readonly tileMatrixSets: readonly string[];
  readonly resourceUrls: readonly WmtsResourceUrl[];
}

/** What a WMTS GetCapabilities document says. */
export interface WmtsCapabilities {
  readonly service: 'WMTS';
  readonly version: string;
  readonly title: string;
  /** KVP GetTile endpoint (ows:OperationsMetadata), if any. */
  readonly getTileUrl: string | undefined;
  readonly layers: readonly WmtsLayer[];
  readonly tileMatrixSets: readonly WmtsTileMatrixSet[];
  readonly bbox: LonLatBox | undefined;
}

/**
 * Reads a WMTS 1.0.0 GetCapabilities document (`Capabilities`, OWS 1.1): layers with their
 * WGS 84 extent, formats, styles, tile matrix set links and RESTful templates, and the tile
 * matrix sets. 422 when it is not one, is an exception report, or has no usable layer.
 */
export function readWmtsCapabilities(body: Uint8Array | string): WmtsCapabilities {
  const document = parseCapabilitiesXml(body, 'WMTS GetCapabilities');
  const root = child(document, 'Capabilities');
  const contents = child(root, 'Contents');
  if (!root || !contents) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.invalidCapabilities,
      'The answer is not a WMTS GetCapabilities document.',
    );
  }
  const tileMatrixSets = children(contents, 'TileMatrixSet').map(readTileMatrixSet);
  const known = new Set(tileMatrixSets.map((set) => set.identifier));
  const layers = children(contents, 'Layer')
    .map((layer) => readLayer(layer, known))
    .filter((layer) => layer.identifier !== '' && layer.tileMatrixSets.length > 0);
  if (layers.length === 0) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.noLayers,
      'The WMTS has no layer with a tile matrix set to show.',
    );
  }
  const getTile = children(child(root, 'OperationsMetadata'), 'Operation').find(
    (operation) => attribute(operation, 'name') === 'GetTile',
  );
  const get = child(child(child(getTile, 'DCP'), 'HTTP'), 'Get');
  return {
    service: 'WMTS',
    version: attribute(root, 'version') || '1.0.0',
    title: text(child(root, 'ServiceIdentification'), 'Title'),
    getTileUrl: attribute(get, 'href') || undefined,
    layers,
    tileMatrixSets,
    bbox: unionOf(layers.map((layer) => layer.bbox)),
  };
}

const pair = (value: string): [number, number] | undefined => {
  const [a, b] = value.split(/\s+/).map((v) => numberOf(v));
  return a !== undefined && b !== undefined ? [a, b] : undefined;
};

function readLayer(layer: XmlNode, known: ReadonlySet<string>): WmtsLayer {
  const wgs84 = child(layer, 'WGS84BoundingBox');
  const lower = pair(text(wgs84, 'LowerCorner'));
  const upper = pair(text(wgs84, 'UpperCorner'));
  const identifier = text(layer, 'Identifier');
  return {
    identifier,
    title: text(layer, 'Title') || identifier,
    bbox: lower && upper ? lonLatBox([...lower, ...upper]) : undefined,
    formats: children(layer, 'Format')
      .map((f) => text(f))
      .filter(Boolean),
    styles: children(layer, 'Style')
      .map((s) => text(s, 'Identifier'))
      .filter(Boolean),
    tileMatrixSets: children(layer, 'TileMatrixSetLink')
      .map((link) => text(link, 'TileMatrixSet'))
      .filter((id) => known.has(id)),
    resourceUrls: children(layer, 'ResourceURL').map((url) => ({
      format: attribute(url, 'format'),
      resourceType: attribute(url, 'resourceType'),
      template: attribute(url, 'template'),
    })),
  };
}

function readTileMatrixSet(set: XmlNode): WmtsTileMatrixSet {
  return {
    identifier: text(set, 'Identifier'),
    crs: text(set, 'SupportedCRS'),
    tileMatrices: children(set, 'TileMatrix').flatMap((matrix): WmtsTileMatrix[] => {
      const numbers = [
        'ScaleDenominator',
        'TileWidth',
        'TileHeight',
        'MatrixWidth',
        'MatrixHeight',
      ].map((name) => numberOf(text(matrix, name)));
      const topLeftCorner = pair(text(matrix, 'TopLeftCorner'));
      const [scaleDenominator, tileWidth, tileHeight, matrixWidth, matrixHeight] = numbers;
      if (numbers.some((n) => n === undefined) || !topLeftCorner) return [];
      return [
        {
          identifier: text(matrix, 'Identifier'),
          scaleDenominator: scaleDenominator!,
          topLeftCorner,
          tileWidth: tileWidth!,
          tileHeight: tileHeight!,
          matrixWidth: matrixWidth!,
          matrixHeight: matrixHeight!,
        },
      ];
    }),
  };
}
