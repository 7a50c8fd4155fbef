import { afterAll, beforeAll } from 'vitest';
import type { FastifyServerOptions } from 'fastify';
import type { Db } from '@unfurl/api-db';
import { createHttpServer, requestContextPlugin } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import { createIdentityService, identityRoutes } from '@unfurl/api-identity';
import type { IdentityService } from '@unfurl/api-identity';
import { openSeededTestDb } from './seeded-db';

/** A running server of one or more resource plugins. */
export interface FeatureServer {
  readonly app: TypedApp;
  readonly db: Db;
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  readonly identity: IdentityService;
  close(): Promise<void>;
}

/** Options of {@link startFeatureServer}. */
export interface FeatureServerOptions {
  /** Registers the resource plugins under test (the request context is already there). */
  readonly register: (
    app: TypedApp,
    context: { db: Db; identity: IdentityService },
  ) => Promise<void>;
  /** A database to use (default: a fresh clone of the seeded template, closed with the server). */
  readonly db?: Db;
  readonly logger?: FastifyServerOptions['logger'];
}

/**
 * Starts a real server on an ephemeral 127.0.0.1 port, built as the app builds its own: the same
 * Fastify settings and error handler, the identity endpoint at `/identity` (sign in with
 * {@link signIn}) and the request context, then the plugins `register` adds.
 */
export async function startFeatureServer(options: FeatureServerOptions): Promise<FeatureServer> {
  const db = options.db ?? (await openSeededTestDb());
  const app = createHttpServer({ logger: options.logger ?? false });
  const identity = createIdentityService({ db });
  await app.register(identityRoutes, { prefix: '/identity', service: identity });
  await app.register(requestContextPlugin, { db, verifier: identity });
  await options.register(app, { db, identity });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    base,
    identity,
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}

/** {@link startFeatureServer} before the file's tests and closed after; read it inside tests. */
export function useFeatureServer(options: FeatureServerOptions): () => FeatureServer {
  let server: FeatureServer | undefined;
  beforeAll(async () => {
    server = await startFeatureServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the feature server is not started yet');
    return server;
  };
}
