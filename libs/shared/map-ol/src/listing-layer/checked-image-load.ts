import type ImageWrapper from 'ol/Image';
import type ImageTile from 'ol/ImageTile';
import type Tile from 'ol/Tile';
import { isImageResponse, layerFailureReason } from './layer-response';

/** A layer's server refused a tile or map image; `message` is its reason. */
export class LayerLoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'LayerLoadError';
  }
}

/** Which failures to report: tile servers answer 404 where they have no tile, which is no error. */
export interface CheckedLoadOptions {
  readonly ignoreNotFound?: boolean;
}

type Target = HTMLImageElement;

/**
 * Fetches an image for an OpenLayers image or tile, so a refusal is read instead of lost: a 4xx or
 * 5xx, or an answer that is not an image (a WMS ServiceException sent with 200), calls `onError`
 * with the server's reason and fails the image; a good answer is drawn from a blob URL.
 */
function loadChecked(
  target: Target,
  src: string,
  onError: (error: LayerLoadError) => void,
  options: CheckedLoadOptions,
): void {
  const fail = () => {
    target.src = '';
  };
  void fetch(src, { mode: 'cors', credentials: 'omit' })
    .then(async (response) => {
      const contentType = response.headers.get('content-type') ?? '';
      if (isImageResponse(response.status, contentType)) {
        const url = URL.createObjectURL(await response.blob());
        const revoke = () => URL.revokeObjectURL(url);
        target.addEventListener('load', revoke, { once: true });
        target.addEventListener('error', revoke, { once: true });
        target.src = url;
        return;
      }
      if (!(options.ignoreNotFound && (response.status === 404 || response.status === 204))) {
        const text = await response.text().catch(() => '');
        onError(
          new LayerLoadError(
            layerFailureReason({ status: response.status, contentType, text }),
            response.status,
          ),
        );
      }
      fail();
    })
    .catch(() => {
      onError(
        new LayerLoadError(
          'The server could not be reached (or does not allow maps on other sites to use it).',
          0,
        ),
      );
      fail();
    });
}

/** An `imageLoadFunction` (ImageWMS, ImageStatic) that reports refusals. */
export const checkedImageLoad =
  (onError: (error: LayerLoadError) => void, options: CheckedLoadOptions = {}) =>
  (image: ImageWrapper, src: string): void =>
    loadChecked(image.getImage() as Target, src, onError, options);

/** A `tileLoadFunction` (XYZ, WMTS) that reports refusals. */
export const checkedTileLoad =
  (onError: (error: LayerLoadError) => void, options: CheckedLoadOptions = {}) =>
  (tile: Tile, src: string): void =>
    loadChecked((tile as ImageTile).getImage() as Target, src, onError, options);
