import type { TypedApp } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  ResetPasswordBodySchema,
  ResetPasswordDoneSchema,
  ResetPasswordQuerySchema,
  ResetPasswordSentSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import type { Accounts } from './accounts-options';
import { resetPassword, sendResetCode } from './identity-calls';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema };

/** `GET/POST /v1/user/reset_password` through the identity service. */
export function passwordRoutes(app: TypedApp, accounts: Accounts): void {
  app.get(
    '/v1/user/reset_password',
    {
      schema: {
        tags: ['user'],
        summary:
          'Email a password reset code (same answer whether or not the email has an account)',
        headers: SubdomainHeadersSchema,
        querystring: ResetPasswordQuerySchema,
        response: { 200: ResetPasswordSentSchema, ...errors },
      },
    },
    async (request) => sendResetCode(accounts, request.query.email, request.ip),
  );
  app.post(
    '/v1/user/reset_password',
    {
      schema: {
        tags: ['user'],
        summary: 'Set a new password with the emailed code (`id`); every session ends',
        headers: SubdomainHeadersSchema,
        body: ResetPasswordBodySchema,
        response: { 200: ResetPasswordDoneSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(accounts, request.body, request.ip);
      return { reset: true as const };
    },
  );
}
