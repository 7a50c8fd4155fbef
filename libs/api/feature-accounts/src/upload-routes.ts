import { requireSignIn, signedInUser } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import { UPLOAD_ACCEPT } from '@unfurl/api-storage';
import {
  ApiErrorSchema,
  SubdomainHeadersSchema,
  UploadCredentialsSchema,
  UploadFilenameParamsSchema,
} from '@unfurl/validators';
import type { UploadCredentialsWire } from '@unfurl/validators';
import type { Accounts } from './accounts-options';
import { newProfileImageKey, PROFILE_IMAGE, PROFILE_IMAGE_MAX_BYTES } from './upload-keys';
import type { ProfileImage } from './upload-keys';
import { myAccount } from './user-routes';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * `GET /v1/user/avatar/{filename}` and `/banner/{filename}` (R-046..R-048): credentials for one
 * image upload. PUT the bytes to `url` (PNG, JPEG, WebP or GIF by content, at most `maxBytes`),
 * then save `path` with `PUT /v1/user`.
 */
export function uploadRoutes(app: TypedApp, accounts: Accounts): void {
  for (const kind of [PROFILE_IMAGE.avatar, PROFILE_IMAGE.banner] as const) {
    app.get(
      `/v1/user/${kind}/:filename`,
      {
        preValidation: requireSignIn,
        schema: {
          tags: ['user'],
          summary: `Upload credentials for a new ${kind} image`,
          headers: SubdomainHeadersSchema,
          params: UploadFilenameParamsSchema,
          response: { 200: UploadCredentialsSchema, ...errors },
        },
      },
      async (request) => {
        const user = await myAccount(accounts, signedInUser(request).userId);
        return credentials(accounts, user.id, kind, request.params.filename);
      },
    );
  }
}

function credentials(
  accounts: Accounts,
  userId: string,
  kind: ProfileImage,
  filename: string,
): UploadCredentialsWire {
  const path = newProfileImageKey(userId, kind, filename);
  const upload = accounts.store.signUpload(path, {
    maxBytes: PROFILE_IMAGE_MAX_BYTES[kind],
    accept: UPLOAD_ACCEPT.image,
  });
  return {
    path,
    filename: path.slice(path.lastIndexOf('/') + 1),
    url: upload.url,
    method: upload.method,
    maxBytes: upload.maxBytes,
    expiresAt: upload.expiresAt,
  };
}
