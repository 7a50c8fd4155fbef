import type { FastifyReply } from 'fastify';
import {
  findListingOwner,
  findVisibleListingFile,
  getListing,
  getListingPreview,
} from '@unfurl/api-db';
import { BadRequestError, NotFoundError, fileLinkScope } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  FileLinkParamsSchema,
  FileLinkQuerySchema,
  IdParamsSchema,
} from '@unfurl/validators';
import type { ListingsOptions } from './listings-options';

/** Seconds a redirect's signed download URL stays valid. */
export const FILE_LINK_TTL_SECONDS = 300;

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * `GET /listing-original/{id}` and `GET /listing-file/{id}/{file}` (2§7 file links, beside
 * `/listing-preview/{id}`): the tenant comes from the `subdomain` query, else the `Subdomain`
 * header, else the Host; an id token in the `authorization` query (links send no headers) or
 * header lets members reach private listings. The answer is a 302 to a short-lived signed
 * download URL of the object store (the bytes never pass through this process); for the original
 * `size=small|medium|sharing` sends that preview image instead.
 */
export const listingFileLinksRoutes: ResourcePlugin<ListingsOptions> = async (
  app,
  { db, store },
) => {
  const redirect = async (reply: FastifyReply, key: string, what: string) => {
    if (!(await store.exists(key))) throw new NotFoundError(`${what} has no file yet`);
    const url = store.signDownload(key, Math.floor(Date.now() / 1000) + FILE_LINK_TTL_SECONDS);
    return reply.header('cache-control', 'private, no-store').redirect(url, 302);
  };

  app.get(
    '/listing-original/:id',
    {
      schema: {
        tags: ['files'],
        summary: "A listing's original file (302 to a signed URL), or a preview by size",
        params: IdParamsSchema,
        querystring: FileLinkQuerySchema,
        response: { 302: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { size = 'original' } = request.query;
      const { scope, user } = await fileLinkScope(request);
      const listing = await getListing(db, scope, id);
      if (!listing) throw new NotFoundError(`Listing ${id} not found`);
      if (size !== 'original') {
        const preview = await getListingPreview(db, scope, id, size);
        if (!preview) throw new NotFoundError(`No ${size} preview for listing ${id}`);
        return reply
          .header('content-type', preview.contentType)
          .header('cache-control', `${user ? 'private' : 'public'}, max-age=3600`)
          .send(Buffer.from(preview.bytes));
      }
      const row = await findListingOwner(db, scope.tenantId, id);
      if (!row?.filePath) throw new NotFoundError(`Listing ${id} has no original file`);
      return redirect(reply, row.filePath, `Listing ${id}`);
    },
  );

  app.get(
    '/listing-file/:id/:file',
    {
      schema: {
        tags: ['files'],
        summary: 'A file added to a listing, by file id or name (302 to a signed URL)',
        params: FileLinkParamsSchema,
        querystring: FileLinkQuerySchema,
        response: { 302: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const { size = 'original' } = request.query;
      if (size !== 'original') {
        throw new BadRequestError('Added files have no previews: leave out size or send original.');
      }
      const { scope } = await fileLinkScope(request);
      const found = await findVisibleListingFile(db, scope, id, file);
      if (!found) throw new NotFoundError(`Listing ${id} has no file ${file}`);
      return redirect(reply, found.objectKey, `File ${file} of listing ${id}`);
    },
  );
};
