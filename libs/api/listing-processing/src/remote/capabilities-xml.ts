import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { RemoteLayerError, REMOTE_LAYER_ERROR_CODE } from './remote-layer-error';

/** A parsed XML element: attributes as `@_name`, text as `#text`, children by local name. */
export type XmlNode = { readonly [name: string]: unknown };

/** Elements that may repeat in WMS and WMTS capabilities: always read as arrays. */
const REPEATED = new Set([
  'Layer',
  'CRS',
  'SRS',
  'BoundingBox',
  'Format',
  'Style',
  'TileMatrixSet',
  'TileMatrixSetLink',
  'TileMatrix',
  'ResourceURL',
  'ServiceException',
  'Exception',
  'ExceptionText',
  'Operation',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

/** Parses a capabilities document; not well-formed XML is a 422 naming what was expected. */
export function parseCapabilitiesXml(body: Uint8Array | string, what: string): XmlNode {
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  if (XMLValidator.validate(text) !== true) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.invalidCapabilities,
      `The answer is not a ${what} document (not valid XML).`,
    );
  }
  const document = parser.parse(text) as XmlNode;
  const exception = serviceException(document);
  if (exception !== undefined) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.invalidCapabilities,
      `The service answered with an error: ${exception}`,
    );
  }
  return document;
}

/** The child element `name` (the first when repeated), if it is an element. */
export const child = (node: unknown, name: string): XmlNode | undefined => {
  const value = (node as XmlNode | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'object' && first !== null ? (first as XmlNode) : undefined;
};

/** Every child element `name`. */
export const children = (node: unknown, name: string): XmlNode[] => {
  const value = (node as XmlNode | undefined)?.[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) => (typeof item === 'object' && item !== null ? item : { '#text': item }));
};

/** The text of an element or of child `name`, trimmed ('' when absent). */
export const text = (node: unknown, name?: string): string => {
  const value = name === undefined ? node : (node as XmlNode | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string' || typeof first === 'number') return String(first).trim();
  const inner = (first as XmlNode | undefined)?.['#text'];
  return inner === undefined ? '' : String(inner).trim();
};

/** An attribute's value ('' when absent). */
export const attribute = (node: unknown, name: string): string =>
  String((node as XmlNode | undefined)?.[`@_${name}`] ?? '').trim();

/** A finite number from text, or undefined. */
export const numberOf = (value: string): number | undefined => {
  const parsed = value === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

function serviceException(document: XmlNode): string | undefined {
  const report = child(document, 'ServiceExceptionReport') ?? child(document, 'ExceptionReport');
  if (!report) return undefined;
  const messages = [
    ...children(report, 'ServiceException').map((e) => text(e)),
    ...children(report, 'Exception').flatMap((e) =>
      children(e, 'ExceptionText').map((t) => text(t)),
    ),
  ].filter(Boolean);
  return (messages.join(' ') || 'no details').slice(0, 300);
}
