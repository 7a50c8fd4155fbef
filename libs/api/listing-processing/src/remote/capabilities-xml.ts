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

/**
 * The deepest element nesting a capabilities document may have. Real ones nest Layer in Layer a
 * few times (about 15 levels in all); deeper is an attack on the parser or on the readers.
 */
export const MAX_XML_DEPTH = 100;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
  maxNestedTags: MAX_XML_DEPTH,
});

/**
 * An entity declaration, in the DOCTYPE's internal subset: the door to entity expansion ("billion
 * laughs") and to external entities (`SYSTEM "file:///etc/passwd"`). No capabilities document
 * needs one; a DOCTYPE that only names its DTD (WMS 1.1.1) is kept, and the DTD is never fetched.
 */
const ENTITY_DECLARATION = /<!ENTITY\b/i;

/** A capabilities document that cannot be read, in words for the person who typed the URL. */
const notA = (what: string, why: string, cause?: unknown): RemoteLayerError =>
  new RemoteLayerError(
    REMOTE_LAYER_ERROR_CODE.invalidCapabilities,
    `The answer is not a ${what} document (${why}).`,
    { cause },
  );

/**
 * Parses a capabilities document; not well-formed XML, entity declarations and nesting deeper
 * than {@link MAX_XML_DEPTH} are a 422 INVALID_CAPABILITIES naming what was expected. No entity
 * is ever expanded beyond XML's five predefined ones and character references, nothing is fetched.
 */
export function parseCapabilitiesXml(body: Uint8Array | string, what: string): XmlNode {
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  if (ENTITY_DECLARATION.test(text)) throw notA(what, 'it declares XML entities');
  if (XMLValidator.validate(text) !== true) throw notA(what, 'not valid XML');
  let document: XmlNode;
  try {
    document = parser.parse(text) as XmlNode;
  } catch (error) {
    // The parser's own limits (nesting, DOCTYPE syntax) and anything else it refuses.
    const nested = error instanceof Error && /nested/i.test(error.message);
    throw notA(
      what,
      nested ? `elements nested deeper than ${MAX_XML_DEPTH} levels` : 'not readable XML',
      error,
    );
  }
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
