// Test server of the identity lib: the real plugin on a listening Fastify over a migrated PGlite
// clone with a main tenant, its log lines captured, and a clock the test can move.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { Db } from '@unfurl/api-db';
import type { Mailer } from '@unfurl/api-mail';
import { openTemplatedPgliteDb, openTestPostgresDb } from '@unfurl/api-db/testing';
import type { IdentityConfig } from './identity-config';
import { identityRoutes } from './identity-routes';
import { createIdentityService } from './identity-service';
import type { IdentityService } from './identity-service';

/** A running identity test server. */
export interface IdentityTestServer {
  /** The identity root, e.g. http://127.0.0.1:40123/identity */
  readonly endpoint: string;
  readonly db: Db;
  readonly service: IdentityService;
  /** Every log line written so far (JSON, pino at trace level). */
  readonly logs: string[];
  /** Moves the service clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/**
 * Starts the identity plugin on 127.0.0.1:<ephemeral> (or `options.port`) with a fresh PGlite (or
 * PostgreSQL) database; `options.mailer` sends the code mails instead of the outbox.
 */
export async function startIdentityTestServer(
  config: Partial<IdentityConfig> = {},
  engine: 'pglite' | 'postgres' = 'pglite',
  options: { readonly port?: number; readonly mailer?: Mailer } = {},
): Promise<IdentityTestServer> {
  const db = engine === 'postgres' ? await openTestPostgresDb() : await openTemplatedPgliteDb();
  await db.query(`INSERT INTO tenants (subdomain, name, is_main) VALUES ('main', 'Unfurl', true)`);
  let offset = 0;
  const service = createIdentityService({
    db,
    config,
    now: () => Date.now() + offset,
    mailer: options.mailer,
  });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'trace', stream } });
  await app.register(identityRoutes, { prefix: '/identity', service });
  const address = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return {
    endpoint: `${address}/identity`,
    db,
    service,
    logs,
    advance(ms) {
      offset += ms;
    },
    async close() {
      await app.close();
      await options.mailer?.close();
      await db.close();
    },
  };
}

/** A port that was free a moment ago (for servers whose public URL must be known up front). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
