import type { FastifyInstance } from 'fastify';
import {
  ApiErrorSchema,
  ResetPasswordBodySchema,
  ResetPasswordQuerySchema,
  ResetPasswordSentSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { Accounts } from './accounts-context';
import { resetPassword, sendResetCode } from './identity-calls';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema };

/** `GET/POST /v1/user/reset_password` through the identity service. */
export function passwordRoutes(app: FastifyInstance, accounts: Accounts): void {
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
    async (request) => {
      const { email } = request.query as Static<typeof ResetPasswordQuerySchema>;
      return sendResetCode(accounts, email, request.ip);
    },
  );
  app.post(
    '/v1/user/reset_password',
    {
      schema: {
        tags: ['user'],
        summary: 'Set a new password with the emailed code (`id`); every session ends',
        headers: SubdomainHeadersSchema,
        body: ResetPasswordBodySchema,
        response: { 200: Type.Object({ reset: Type.Literal(true) }), ...errors },
      },
    },
    async (request) => {
      await resetPassword(
        accounts,
        request.body as Static<typeof ResetPasswordBodySchema>,
        request.ip,
      );
      return { reset: true as const };
    },
  );
}
