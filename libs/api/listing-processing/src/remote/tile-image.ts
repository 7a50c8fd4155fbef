/** Raster tile formats recognised by their first bytes. */
export const TILE_IMAGE_TYPE = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

/** One tile image type. */
export type TileImageType = (typeof TILE_IMAGE_TYPE)[keyof typeof TILE_IMAGE_TYPE];

const at = (bytes: Uint8Array, offset: number, signature: readonly number[] | string): boolean => {
  const values =
    typeof signature === 'string' ? [...signature].map((c) => c.charCodeAt(0)) : signature;
  return bytes.length >= offset + values.length && values.every((v, i) => bytes[offset + i] === v);
};

/** The image type of a tile by its magic bytes (never by its declared content type). */
export function tileImageType(bytes: Uint8Array): TileImageType | undefined {
  if (at(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TILE_IMAGE_TYPE.png;
  if (at(bytes, 0, [0xff, 0xd8, 0xff])) return TILE_IMAGE_TYPE.jpeg;
  if (at(bytes, 0, 'RIFF') && at(bytes, 8, 'WEBP')) return TILE_IMAGE_TYPE.webp;
  if (at(bytes, 0, 'GIF87a') || at(bytes, 0, 'GIF89a')) return TILE_IMAGE_TYPE.gif;
  return undefined;
}
