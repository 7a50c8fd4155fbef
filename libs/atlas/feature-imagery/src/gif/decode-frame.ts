import type { GifFrame } from './encode-gif';

/**
 * Decodes a rendered image into RGBA pixels on a canvas (browser only), over a dark background
 * (transparent no-data becomes the theme's background) and with the date written in a corner.
 */
export async function decodeFrame(image: Blob, label: string): Promise<GifFrame> {
  const bitmap = await createImageBitmap(image);
  const { width, height } = bitmap;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw GIF frames (no 2D canvas).');
  context.fillStyle = '#0b1320';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const size = Math.max(11, Math.round(Math.min(width, height) / 22));
  context.font = `600 ${size}px system-ui, sans-serif`;
  const pad = Math.round(size / 2);
  const textWidth = context.measureText(label).width;
  context.fillStyle = 'rgba(11, 19, 32, 0.75)';
  context.fillRect(pad, height - pad - size * 1.5, textWidth + pad * 2, size * 1.5);
  context.fillStyle = '#e5e7eb';
  context.textBaseline = 'middle';
  context.fillText(label, pad * 2, height - pad - size * 0.75);
  return { width, height, rgba: context.getImageData(0, 0, width, height).data };
}
