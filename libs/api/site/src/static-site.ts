import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ABOUT_URL_META, DEFAULT_ABOUT_URL } from '@unfurl/domain';
import { subdomainFromHost } from '@unfurl/api-http';

/** Paths that never fall back to the single-page app: the API, and files (`/assets/...`). */
const API_PATH = /^\/(v1|listing-preview|assets)(\/|$)/;

/**
 * The tenants' own files (the seeded logos a tenant's `LOGO` names, e.g. acme's
 * `/assets/acme-logo.svg`), served at the same paths as the atlas's `public/` files.
 */
export const TENANT_ASSETS_DIR = fileURLToPath(new URL('../tenant-assets/', import.meta.url));

/** True when a not-found GET should get the SPA's index.html. */
export function wantsSpaFallback(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !API_PATH.test(url);
}

/** The served atlas: its page for every app route. */
export interface AtlasSite {
  /** Answers with the atlas's index.html, which names the about site (see {@link withAboutUrl}). */
  sendIndex(reply: FastifyReply): Promise<FastifyReply>;
}

/** `"` `&` `<` `>` escaped for an HTML attribute value. */
function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The atlas page with the about site (`ABOUT_URL`) in `<meta name="unfurl-about-url">`, which
 * the atlas reads at start (apps/atlas `servedAboutUrl`).
 */
export function withAboutUrl(html: string, aboutUrl: string): string {
  const tag = `<meta name="${ABOUT_URL_META}" content="${escapeAttribute(aboutUrl)}" />`;
  return html.includes('</head>') ? html.replace('</head>', `  ${tag}\n  </head>`) : tag + html;
}

/**
 * Serves the built atlas from `staticDir` (when it has an index.html) with an index.html fallback
 * for app routes; index.html itself is only sent through {@link AtlasSite.sendIndex}, naming the
 * about site. Responses name the tenant of the Host subdomain in `x-unfurl-subdomain`. Returns
 * undefined when there is no atlas to serve.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string | undefined,
  aboutUrl: string = DEFAULT_ABOUT_URL,
): Promise<AtlasSite | undefined> {
  const tenantHeader = (reply: FastifyReply) =>
    reply.header('x-unfurl-subdomain', subdomainFromHost(reply.request.headers.host));
  if (!staticDir || !existsSync(join(staticDir, 'index.html'))) {
    // No atlas: the tenants' logos are still served (an atlas on the Vite dev server asks here).
    await app.register(fastifyStatic, {
      root: TENANT_ASSETS_DIR,
      wildcard: true,
      index: false,
      setHeaders: (reply) => void tenantHeader(reply),
    });
    return undefined;
  }
  await app.register(fastifyStatic, {
    // The atlas build first; a path it lacks is looked up among the tenant assets.
    root: [staticDir, TENANT_ASSETS_DIR],
    wildcard: true,
    index: false,
    // The page itself only goes out through sendIndex (the not-found fallback).
    allowedPath: (pathname) => pathname !== '/' && pathname !== '/index.html',
    setHeaders: (reply) => void tenantHeader(reply),
  });
  return {
    // Read per request: a rebuilt atlas (new hashed asset names) is picked up without a restart.
    async sendIndex(reply) {
      const html = await readFile(join(staticDir, 'index.html'), 'utf8');
      return tenantHeader(reply)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(withAboutUrl(html, aboutUrl));
    },
  };
}
