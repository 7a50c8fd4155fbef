import { randomUUID } from 'node:crypto';
import { BadRequestError, NotFoundError, requireSignIn } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { safeFileName, UPLOAD_ACCEPT } from '@unfurl/api-storage';
import {
  ApiErrorSchema,
  DRAW_PROJECT_LIMITS,
  DrawImageParamsSchema,
  DrawImageUploadBodySchema,
  DrawImageUploadSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { callerOf } from './draw-caller';
import { DRAW_ERROR_CODE } from './draw-errors';
import type { DrawOptions } from './draw-options';

const IMAGE_EXTENSION = /\.(png|jpe?g|webp|gif)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Seconds the signed download URL of a draw image stays valid. */
export const DRAW_IMAGE_LINK_TTL_SECONDS = 3_600;

/** Storage key of a draw image: its random id makes the key (and its page link) unguessable. */
const keyOf = (drawImageId: string, name: string) => `draw-images/${drawImageId}/${name}`;

/**
 * `POST /v1/map-draw/image/upload` (1§7, R-382, R-383): credentials for one image of a drawing,
 * as avatars get theirs. PUT the bytes to `url` (PNG, JPEG, WebP or GIF by content, at most
 * `maxBytes`); the image annotation then names `drawImageId` and `imageUrl`.
 * `GET /v1/map-draw/image/{drawImageId}/{name}` answers a 302 to a signed download URL of the
 * stored image, to anyone with the link (an <img> sends no token; the random id is the secret),
 * 404 before the upload or for a malformed link.
 */
export const drawImageRoutes: ResourcePlugin<DrawOptions> = async (app, { store }) => {
  app.post(
    '/v1/map-draw/image/upload',
    {
      preValidation: requireSignIn,
      schema: {
        tags: ['map-draw'],
        summary: 'Upload credentials for an image placed on a drawing',
        headers: SubdomainHeadersSchema,
        body: DrawImageUploadBodySchema,
        response: { 200: DrawImageUploadSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      callerOf(request);
      const name = safeFileName(request.body.filename);
      if (!IMAGE_EXTENSION.test(name)) {
        throw new BadRequestError(
          'Choose a PNG, JPEG, WebP or GIF image.',
          DRAW_ERROR_CODE.invalidProject,
        );
      }
      const drawImageId = randomUUID();
      const path = keyOf(drawImageId, name);
      const upload = store.signUpload(path, {
        maxBytes: DRAW_PROJECT_LIMITS.imageMaxBytes,
        accept: UPLOAD_ACCEPT.image,
      });
      return {
        drawImageId,
        path,
        imageUrl: `/v1/map-draw/image/${drawImageId}/${name}`,
        url: upload.url,
        method: upload.method,
        maxBytes: upload.maxBytes,
        expiresAt: upload.expiresAt,
      };
    },
  );

  app.get(
    '/v1/map-draw/image/:drawImageId/:name',
    {
      schema: {
        tags: ['map-draw'],
        summary: 'A draw image (302 to a signed download URL); the link is its capability',
        params: DrawImageParamsSchema,
        response: { 302: { type: 'null' }, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { drawImageId, name } = request.params;
      const valid = UUID.test(drawImageId) && safeFileName(name) === name;
      const key = keyOf(drawImageId, name);
      if (!valid || !IMAGE_EXTENSION.test(name) || !(await store.exists(key))) {
        throw new NotFoundError('Draw image not found');
      }
      const url = store.signDownload(
        key,
        Math.floor(Date.now() / 1000) + DRAW_IMAGE_LINK_TTL_SECONDS,
      );
      return reply.header('cache-control', 'private, max-age=3000').redirect(url, 302);
    },
  );
};
