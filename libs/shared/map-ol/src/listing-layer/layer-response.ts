/** What a failed tile or map image answer says, in the server's own words where it gives them. */
export interface LayerResponse {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

const decode = (text: string) =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The text of OGC exception reports (WMS ServiceException, OWS ExceptionText), joined. */
function exceptionText(xml: string): string | undefined {
  const found = [
    ...xml.matchAll(
      /<(?:[\w-]+:)?(ServiceException|ExceptionText)\b[^>]*>([\s\S]*?)<\/(?:[\w-]+:)?\1>/g,
    ),
  ]
    .map((match) => decode(match[2] ?? ''))
    .filter(Boolean);
  return found.length > 0 ? found.join(' ') : undefined;
}

/** `{ message }` of a JSON error answer (this product's `{ message, code }`). */
function jsonMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const message = body.message ?? body.error;
    return typeof message === 'string' && message.trim() ? message.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why a layer's server refused a tile or map image: the text of a WMS/WMTS exception report (also
 * when it comes with status 200, as WMS 1.1.1 servers do), a JSON `message`, a short plain-text
 * body, else the HTTP status. At most 300 characters.
 */
export function layerFailureReason({ status, contentType, text }: LayerResponse): string {
  const body = text.trim();
  const reason =
    (/xml/i.test(contentType) || body.startsWith('<') ? exceptionText(body) : undefined) ??
    (/json/i.test(contentType) || body.startsWith('{') ? jsonMessage(body) : undefined) ??
    (/^text\/plain/i.test(contentType) && body && body.length <= 300 ? decode(body) : undefined) ??
    (status >= 400
      ? `The server answered HTTP ${status}.`
      : 'The server answered with something that is not an image.');
  return reason.length > 300 ? `${reason.slice(0, 299)}…` : reason;
}

/** True when an answer carries an image a map can draw. */
export function isImageResponse(status: number, contentType: string): boolean {
  return status >= 200 && status < 300 && /^image\//i.test(contentType);
}
