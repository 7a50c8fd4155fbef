import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { subdomainFromHost } from '@unfurl/api-http';

/** Paths that never fall back to the single-page app. */
const API_PATH = /^\/(v1|listing-preview)(\/|$)/;

/** True when a not-found GET should get the SPA's index.html. */
export function wantsSpaFallback(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !API_PATH.test(url);
}

/**
 * Serves the built atlas from `staticDir` (when it exists) with an index.html fallback for app
 * routes. Static responses name the tenant of the Host subdomain in `x-unfurl-subdomain`.
 * Returns whether the site is served.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string | undefined,
): Promise<boolean> {
  if (!staticDir || !existsSync(join(staticDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    setHeaders: (reply) => {
      reply.header('x-unfurl-subdomain', subdomainFromHost(reply.request.headers.host));
    },
  });
  return true;
}
