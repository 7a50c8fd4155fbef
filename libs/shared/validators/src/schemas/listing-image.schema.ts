import { Type } from '@sinclair/typebox';

/**
 * The bytes of a listing image: a preview (JPEG) or a tile (PNG), with its Content-Type. The
 * server sends them as they are (never as JSON); the static type is the bytes it sends.
 */
export const ListingImageSchema = Type.Unsafe<Uint8Array>(
  Type.String({
    format: 'binary',
    description: 'Image bytes (Content-Type image/jpeg for previews, image/png for tiles).',
  }),
);
