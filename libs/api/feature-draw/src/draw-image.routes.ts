import { randomUUID } from 'node:crypto';
import { BadRequestError, requireSignIn } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { safeFileName, UPLOAD_ACCEPT } from '@unfurl/api-storage';
import {
  ApiErrorSchema,
  DRAW_PROJECT_LIMITS,
  DrawImageUploadBodySchema,
  DrawImageUploadSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { callerOf } from './draw-caller';
import { DRAW_ERROR_CODE } from './draw-errors';
import type { DrawOptions } from './draw-options';

const IMAGE_EXTENSION = /\.(png|jpe?g|webp|gif)$/i;

/**
 * `POST /v1/map-draw/image/upload` (1§7, R-382, R-383): credentials for one image of a drawing,
 * as avatars get theirs. PUT the bytes to `url` (PNG, JPEG, WebP or GIF by content, at most
 * `maxBytes`); the image annotation then names `drawImageId` and the stored `path`.
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
      const { tenantId, userId } = callerOf(request);
      const name = safeFileName(request.body.filename);
      if (!IMAGE_EXTENSION.test(name)) {
        throw new BadRequestError(
          'Choose a PNG, JPEG, WebP or GIF image.',
          DRAW_ERROR_CODE.invalidProject,
        );
      }
      const drawImageId = randomUUID();
      const path = `draw-images/${tenantId}/${userId}/${drawImageId}/${name}`;
      const upload = store.signUpload(path, {
        maxBytes: DRAW_PROJECT_LIMITS.imageMaxBytes,
        accept: UPLOAD_ACCEPT.image,
      });
      return {
        drawImageId,
        path,
        url: upload.url,
        method: upload.method,
        maxBytes: upload.maxBytes,
        expiresAt: upload.expiresAt,
      };
    },
  );
};
