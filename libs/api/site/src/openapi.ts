import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** Path of the OpenAPI 3.1 document. */
export const OPENAPI_PATH = '/v1/openapi.json';
/** Path of the browsable API docs. */
export const DOCS_PATH = '/v1/docs';

/** Generates OpenAPI 3.1 from the routes' JSON schemas; serves it and Swagger UI. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Unfurl API',
        version: '6.4.1',
        description:
          'Web map atlas and satellite imagery API. Every `/v1` call carries a `Subdomain` header naming the tenant. Errors are `{ message, code }`.',
      },
      tags: [
        { name: 'listings', description: 'Maps and imagery listings' },
        { name: 'bundles', description: 'Curated lists of listings' },
        { name: 'subdomain', description: 'Tenant configuration' },
        { name: 'files', description: 'Preview images and file links' },
      ],
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
