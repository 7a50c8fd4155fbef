import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { EMBEDDED_DB_MODE } from '@unfurl/api-db';
import { DEFAULT_ABOUT_URL } from '@unfurl/domain';
import type { EmbeddedDbMode } from '@unfurl/api-db';
import { slowRequestThreshold } from './web/slow-requests';

/** Root of the repository (apps/api/src/../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Server configuration, from environment variables with working defaults. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** PGlite data directory (ignored when databaseUrl is set). */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Where PGlite runs without DATABASE_URL: its own process (default) or inside the server. */
  readonly embeddedDb: EmbeddedDbMode;
  readonly staticDir: string;
  readonly logLevel: string;
  /** Responses slower than this many ms are logged at warn; 0 turns that off. */
  readonly slowRequestMs: number;
  /** Load the demo data when the database is empty. */
  readonly seedDemo: boolean;
  /** The sample rasters used by the demo seed. */
  readonly samplesDir: string;
  /** The about site (terms, privacy, help, blog) the atlas links to; `/about` serves docs/about. */
  readonly aboutUrl: string;
}

/** Reads the configuration (see apps/api/README.md for the table). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 4200);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0..65535, got ${env['PORT']}`);
  const embeddedDb = (env['EMBEDDED_DB'] ?? EMBEDDED_DB_MODE.process).trim().toLowerCase();
  if (embeddedDb !== EMBEDDED_DB_MODE.process && embeddedDb !== EMBEDDED_DB_MODE.inline)
    throw new Error(`EMBEDDED_DB must be 'process' or 'inline', got ${env['EMBEDDED_DB']}`);
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    dataDir: resolve(REPO_ROOT, env['DATA_DIR'] ?? '.data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    embeddedDb,
    staticDir: resolve(REPO_ROOT, env['STATIC_DIR'] ?? 'apps/atlas/dist'),
    logLevel: env['LOG_LEVEL'] ?? 'info',
    slowRequestMs: slowRequestThreshold(env),
    seedDemo: !['0', 'false', 'no'].includes((env['SEED_DEMO'] ?? 'true').toLowerCase()),
    samplesDir: resolve(REPO_ROOT, env['SAMPLES_DIR'] ?? 'data/samples'),
    aboutUrl: readAboutUrl(env['ABOUT_URL']),
  };
}

/** ABOUT_URL: an http(s) URL or a path on this server; unset or empty: the served /about pages. */
function readAboutUrl(value: string | undefined): string {
  const url = value?.trim();
  if (!url) return DEFAULT_ABOUT_URL;
  if (/^https?:\/\/[^/\s]+/i.test(url) || /^\/(?!\/)\S*$/.test(url)) return url;
  throw new Error(`ABOUT_URL must be an http(s) URL or a path starting with /, got ${value}`);
}
