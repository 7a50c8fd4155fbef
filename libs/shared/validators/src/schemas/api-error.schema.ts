import { Type } from '@sinclair/typebox';

/** Body of every API error: `{ message, code }`. */
export const ApiErrorSchema = Type.Object(
  {
    message: Type.String({ description: 'What is wrong, in words a user can act on.' }),
    code: Type.String({ description: 'Stable machine code, e.g. VALIDATION_ERROR, NOT_FOUND.' }),
  },
  { title: 'ApiError' },
);

/** The `Subdomain` header every `/v1` call carries (missing, empty or `www` is the main tenant). */
export const SubdomainHeadersSchema = Type.Object({
  subdomain: Type.Optional(
    Type.String({
      maxLength: 63,
      description: 'Tenant subdomain key; empty or missing means the main site.',
    }),
  ),
});

/** The answer of a route that answers 204 No Content. */
export const NoContentSchema = Type.Null({ description: 'No content.' });
