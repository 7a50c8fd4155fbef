import { Type } from '@sinclair/typebox';

/**
 * Query of a signed URL of the local object store (`/v1/storage/<key>`): expiry (epoch seconds),
 * size limit and accept rule of an upload, and the signature over them.
 */
export const SignedUrlQuerySchema = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  max: Type.Optional(Type.String({ maxLength: 20 })),
  accept: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
});

/** Answer of `PUT /v1/storage/<key>`: the stored object's path, sniffed content type and size. */
export const StoredUploadSchema = Type.Object({
  path: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
});

/**
 * Answer of `GET /v1/storage/<key>`: the file's bytes, streamed with its own Content-Type (never
 * JSON); the static type is the stream the server sends.
 */
export const StoredFileSchema = Type.Unsafe<AsyncIterable<Uint8Array>>(
  Type.String({ format: 'binary', description: 'The file, with its stored Content-Type.' }),
);
