import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Db } from '@unfurl/api-db';
import { bundlesRoutes } from './bundles/bundles.routes';
import { API_ERROR_CODE } from './errors/api-error';
import { registerErrorHandling } from './errors/error-handler';
import { imageryPlugin } from './imagery/imagery.plugin';
import { identityPlugin } from './identity/identity.plugin';
import { listingPreviewRoutes } from './listings/listing-preview.routes';
import { listingsRoutes } from './listings/listings.routes';
import { useTenantFromHeader } from './tenants/tenant-plugin';
import { createTenantResolver } from './tenants/tenant-resolver';
import { subdomainRoutes } from './tenants/subdomain.routes';
import { registerOpenApi } from './web/openapi';
import { registerStaticSite, wantsSpaFallback } from './web/static-site';

/** Options of {@link buildApp}. */
export interface AppOptions {
  readonly db: Db;
  /** Fastify logger options, `false` for silence (tests). Default: pino at LOG_LEVEL or info. */
  readonly logger?: FastifyServerOptions['logger'];
  /** Built atlas to serve (with SPA fallback) when the folder exists. */
  readonly staticDir?: string | undefined;
}

/** Builds the API server: `/v1` routes, preview files, OpenAPI + docs, and the static atlas. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: process.env['LOG_LEVEL'] ?? 'info' },
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
      },
    },
    routerOptions: { maxParamLength: 200 },
  });
  registerErrorHandling(app);
  await registerOpenApi(app);
  const resolveTenant = createTenantResolver(options.db);
  await app.register(async (v1) => {
    useTenantFromHeader(v1, resolveTenant);
    await v1.register(subdomainRoutes);
    await v1.register(listingsRoutes, { db: options.db });
    await v1.register(bundlesRoutes, { db: options.db });
  });
  await app.register(listingPreviewRoutes, { db: options.db, resolveTenant });
  await app.register(imageryPlugin, { db: options.db });
  await app.register(identityPlugin, { db: options.db });
  const serving = await registerStaticSite(app, options.staticDir);
  app.setNotFoundHandler((request, reply) => {
    if (serving && wantsSpaFallback(request.method, request.url)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: API_ERROR_CODE.routeNotFound,
    });
  });
  return app;
}
