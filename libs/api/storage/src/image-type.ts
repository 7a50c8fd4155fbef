/** Image types accepted for uploads that must be images. */
export const IMAGE_TYPE = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

/** One accepted image type. */
export type ImageType = (typeof IMAGE_TYPE)[keyof typeof IMAGE_TYPE];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type from the file's magic bytes (PNG, JPEG, WebP, GIF), or undefined: the name and
 * the declared content type are never trusted.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE_TYPE.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return IMAGE_TYPE.jpeg;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return IMAGE_TYPE.webp;
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return IMAGE_TYPE.gif;
  }
  return undefined;
}
