import { decompressFrames, parseGIF } from 'gifuct-js';

/** One whole picture of an animated GIF, ready to draw, and how long it shows. */
export interface GifPicture {
  /** RGBA bytes, width × height × 4. */
  readonly rgba: Uint8ClampedArray<ArrayBuffer>;
  readonly delayMs: number;
}

/** An animated GIF as whole pictures. */
export interface GifAnimation {
  readonly width: number;
  readonly height: number;
  readonly pictures: readonly GifPicture[];
}

/** Browsers show a GIF delay under 20 ms as 100 ms; so do we. */
const MIN_DELAY_MS = 20;
const DEFAULT_DELAY_MS = 100;

/** Most pictures kept (a long GIF is cut there rather than filling memory). */
export const MAX_GIF_PICTURES = 500;

/**
 * Decodes a GIF into whole pictures: each frame's patch drawn over the canvas the previous one
 * left, honouring the disposal methods (1 keep, 2 clear its rectangle, 3 restore what was before).
 */
export function composeGifFrames(bytes: ArrayBuffer): GifAnimation {
  const signature = new TextDecoder().decode(
    new Uint8Array(bytes, 0, Math.min(6, bytes.byteLength)),
  );
  if (signature !== 'GIF87a' && signature !== 'GIF89a') throw new TypeError('Not a GIF image');
  const gif = parseGIF(bytes);
  const width = gif.lsd.width;
  const height = gif.lsd.height;
  const frames = decompressFrames(gif, true).slice(0, MAX_GIF_PICTURES);
  const canvas = new Uint8ClampedArray(new ArrayBuffer(width * height * 4));
  const pictures: GifPicture[] = [];
  for (const frame of frames) {
    const { left, top, width: w, height: h } = frame.dims;
    const before = frame.disposalType === 3 ? canvas.slice() : undefined;
    for (let y = 0; y < h; y += 1) {
      const cy = top + y;
      if (cy < 0 || cy >= height) continue;
      for (let x = 0; x < w; x += 1) {
        const cx = left + x;
        if (cx < 0 || cx >= width) continue;
        const from = (y * w + x) * 4;
        if (frame.patch[from + 3] === 0) continue; // transparent: the canvas shows through
        const to = (cy * width + cx) * 4;
        canvas[to] = frame.patch[from] ?? 0;
        canvas[to + 1] = frame.patch[from + 1] ?? 0;
        canvas[to + 2] = frame.patch[from + 2] ?? 0;
        canvas[to + 3] = 255;
      }
    }
    const delay = frame.delay >= MIN_DELAY_MS ? frame.delay : DEFAULT_DELAY_MS;
    pictures.push({ rgba: canvas.slice(), delayMs: delay });
    if (frame.disposalType === 2) clearRect(canvas, width, height, frame.dims);
    else if (before) canvas.set(before);
  }
  return { width, height, pictures };
}

function clearRect(
  canvas: Uint8ClampedArray,
  width: number,
  height: number,
  dims: { left: number; top: number; width: number; height: number },
): void {
  for (let y = Math.max(0, dims.top); y < Math.min(height, dims.top + dims.height); y += 1) {
    const start = (y * width + Math.max(0, dims.left)) * 4;
    const end = (y * width + Math.min(width, dims.left + dims.width)) * 4;
    canvas.fill(0, start, end);
  }
}
