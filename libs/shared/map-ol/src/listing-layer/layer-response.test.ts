import { describe, expect, it } from 'vitest';
import { isImageResponse, layerFailureReason } from './layer-response';

describe('layerFailureReason', () => {
  it("reads a WMS ServiceException and an OWS ExceptionText in the server's words", () => {
    expect(
      layerFailureReason({
        status: 400,
        contentType: 'application/vnd.ogc.se_xml',
        text: `<?xml version="1.0"?><ServiceExceptionReport><ServiceException code="LayerNotDefined">
          Layer &quot;roads&quot; is not defined</ServiceException></ServiceExceptionReport>`,
      }),
    ).toBe('Layer "roads" is not defined');
    expect(
      layerFailureReason({
        status: 200,
        contentType: 'text/xml',
        text: '<ows:ExceptionReport><ows:Exception><ows:ExceptionText><![CDATA[TileRow out of range]]></ows:ExceptionText></ows:Exception></ows:ExceptionReport>',
      }),
    ).toBe('TileRow out of range');
  });

  it('reads a JSON message, short plain text, else names the status', () => {
    expect(
      layerFailureReason({
        status: 400,
        contentType: 'application/json',
        text: '{"message":"TIME is required","code":"IMAGERY_BAD_REQUEST"}',
      }),
    ).toBe('TIME is required');
    expect(
      layerFailureReason({ status: 503, contentType: 'text/plain', text: 'Down for maintenance' }),
    ).toBe('Down for maintenance');
    expect(
      layerFailureReason({ status: 502, contentType: 'text/html', text: '<html>…</html>' }),
    ).toBe('The server answered HTTP 502.');
  });

  it('knows an image answer', () => {
    expect(isImageResponse(200, 'image/png')).toBe(true);
    expect(isImageResponse(200, 'text/xml')).toBe(false);
    expect(isImageResponse(500, 'image/png')).toBe(false);
  });
});
