import ImageCanvasSource from 'ol/source/ImageCanvas';
import type { Bounds } from '../view/bounds';
import { composeGifFrames, type GifAnimation } from './compose-gif-frames';

/**
 * An animated GIF over WGS84 bounds: the pictures are decoded once (gifuct-js), drawn one at a
 * time on a canvas in EPSG:4326 (OpenLayers reprojects it to the view), and advanced by their
 * delays. `dispose` stops the timer.
 */
export class AnimatedGifSource {
  readonly source: ImageCanvasSource;
  private picture = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private frames: HTMLCanvasElement | undefined;
  private animation: GifAnimation | undefined;
  private disposed = false;

  constructor(
    private readonly url: string,
    private readonly bounds: Bounds,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.source = new ImageCanvasSource({
      projection: 'EPSG:4326',
      ratio: 1,
      canvasFunction: (extent, _resolution, _pixelRatio, size) => this.draw(extent, size),
    });
    void this.load();
  }

  /** Stops the animation. */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
  }

  private async load(): Promise<void> {
    try {
      const response = await fetch(this.url, { credentials: 'include' });
      if (!response.ok) throw new Error(`The GIF could not be loaded (${response.status})`);
      const animation = composeGifFrames(await response.arrayBuffer());
      if (this.disposed || animation.pictures.length === 0) return;
      this.animation = animation;
      this.frames = document.createElement('canvas');
      this.frames.width = animation.width;
      this.frames.height = animation.height;
      this.show(0);
    } catch (error) {
      this.onError(error);
    }
  }

  private show(index: number): void {
    const { animation, frames } = this;
    if (!animation || !frames || this.disposed) return;
    const picture = animation.pictures[index];
    if (!picture) return;
    this.picture = index;
    const context = frames.getContext('2d');
    context?.putImageData(new ImageData(picture.rgba, animation.width, animation.height), 0, 0);
    this.source.changed();
    if (animation.pictures.length > 1) {
      this.timer = setTimeout(
        () => this.show((this.picture + 1) % animation.pictures.length),
        picture.delayMs,
      );
    }
  }

  private draw(extent: number[], size: number[]): HTMLCanvasElement {
    const [width = 1, height = 1] = size;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const frames = this.frames;
    const context = canvas.getContext('2d');
    if (!frames || !context) return canvas;
    const [minX = 0, minY = 0, maxX = 1, maxY = 1] = extent;
    const sx = width / (maxX - minX);
    const sy = height / (maxY - minY);
    const { west, south, east, north } = this.bounds;
    context.imageSmoothingEnabled = true;
    context.drawImage(
      frames,
      (west - minX) * sx,
      (maxY - north) * sy,
      (east - west) * sx,
      (north - south) * sy,
    );
    return canvas;
  }
}
