import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@unfurl/validators';
import type { LocalObjectStore, SignedQuery } from './local-object-store';

/** Options of {@link storageRoutes}. */
export interface StorageRoutesOptions {
  readonly store: LocalObjectStore;
  /** Largest request body accepted at all (each signed URL has its own, lower, limit). */
  readonly bodyLimit?: number;
}

const SignedQuerySchema = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  max: Type.Optional(Type.String({ maxLength: 20 })),
  accept: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
});

const UploadedSchema = Type.Object({
  path: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
});

const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * `PUT {prefix}/*` (raw bytes to a signed upload URL) and `GET {prefix}/*` (a signed download URL)
 * of the local object store. The signature, not a sign-in, authorises each request.
 */
export async function storageRoutes(
  app: FastifyInstance,
  options: StorageRoutesOptions,
): Promise<void> {
  const { store } = options;
  const bodyLimit = options.bodyLimit ?? 20 * 1024 * 1024;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  const keyOf = (params: unknown): string => (params as { '*': string })['*'];
  app.put(
    `${store.urlPrefix}/*`,
    {
      bodyLimit,
      schema: {
        tags: ['storage'],
        summary: 'Upload a file to a signed upload URL (the raw bytes as the body)',
        querystring: SignedQuerySchema,
        response: { 201: UploadedSchema, ...errors, 413: ApiErrorSchema, 415: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const bytes = Buffer.isBuffer(body) ? new Uint8Array(body) : new Uint8Array();
      const accepted = await store.acceptUpload(
        keyOf(request.params),
        request.query as SignedQuery,
        bytes,
      );
      return reply.status(201).send(accepted);
    },
  );
  app.get(
    `${store.urlPrefix}/*`,
    {
      schema: {
        tags: ['storage'],
        summary: 'Download a file through a signed download URL',
        querystring: SignedQuerySchema,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const object = await store.openDownload(keyOf(request.params), request.query as SignedQuery);
      const image = object.contentType.startsWith('image/');
      return (
        reply
          .type(object.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', image ? 'inline' : 'attachment')
          // Streamed, chunked: no Content-Length, so a client is done only once the server is (a
          // keep-alive connection is then idle and a closing server does not wait on it).
          .send(object.stream)
      );
    },
  );
}
