import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
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

/** Cache policy of the build's content-hashed files: a new build has new names. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Cache policy of the page and of files without a content hash: revalidate every time. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** A Vite build file: `/assets/<name>-<8-character hash>.<ext>` (`index-9-iUWOMt.css`). */
const HASHED_ASSET = /^\/assets\/(?:[^/]+\/)*[^/]+-[\w-]{8}\.[a-z0-9]+$/i;

/** True when a URL names a content-hashed build file (never a public/ or tenant file). */
export function isHashedAsset(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return HASHED_ASSET.test(pathname);
}

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
 * about site. Files go out precompressed by content negotiation; content-hashed build files are
 * cached for a year (immutable), the page and other files revalidated (`no-cache`). Responses name
 * the tenant of the Host subdomain in `x-unfurl-subdomain`. Returns
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
  const atlasRoot = resolve(staticDir);
  await app.register(fastifyStatic, {
    // The atlas build first; a path it lacks is looked up among the tenant assets.
    root: [staticDir, TENANT_ASSETS_DIR],
    wildcard: true,
    index: false,
    // The build writes `.br` and `.gz` beside its text files (apps/atlas precompress plugin):
    // Accept-Encoding picks br, then gzip, then the file itself, with `Vary: Accept-Encoding`.
    preCompressed: true,
    // Cache policy set below: hashed build files for a year, everything else revalidated.
    cacheControl: false,
    // The page itself only goes out through sendIndex (the not-found fallback).
    allowedPath: (pathname) => pathname !== '/' && pathname !== '/index.html',
    setHeaders: (reply, path) => {
      const hashed = resolve(path).startsWith(atlasRoot) && isHashedAsset(reply.request.url);
      tenantHeader(reply).header(
        'cache-control',
        hashed ? ASSET_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
      );
    },
  });
  return {
    // Read per request: a rebuilt atlas (new hashed asset names) is picked up without a restart.
    async sendIndex(reply) {
      const html = await readFile(join(staticDir, 'index.html'), 'utf8');
      return tenantHeader(reply)
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE_CACHE_CONTROL)
        .send(withAboutUrl(html, aboutUrl));
    },
  };
}
