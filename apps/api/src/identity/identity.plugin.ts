import type { FastifyInstance } from 'fastify';
import type { Db } from '@unfurl/api-db';
import { createIdentityService, identityRoutes } from '@unfurl/api-identity';
import type { IdentityConfig, IdentityService } from '@unfurl/api-identity';
import { readIdentityConfig } from './identity-config';

/** Root of the Cognito-compatible identity endpoint. */
export const IDENTITY_PREFIX = '/identity';

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity service: `verifyIdToken` for route guards, the JWKS. */
    identity: IdentityService;
  }
}

/** Options of {@link identityPlugin}. */
export interface IdentityPluginOptions {
  readonly db: Db;
  /** Overrides of the settings read from the environment (tests). */
  readonly config?: Partial<IdentityConfig>;
}

/**
 * Mounts `POST /identity` (Cognito actions) and `GET /identity/.well-known/jwks.json`, and
 * decorates the app with `identity` so later route guards can call `app.identity.verifyIdToken`.
 */
export async function identityPlugin(
  app: FastifyInstance,
  options: IdentityPluginOptions,
): Promise<void> {
  const service = createIdentityService({
    db: options.db,
    config: { ...readIdentityConfig(), ...options.config },
  });
  app.decorate('identity', service);
  await app.register(identityRoutes, { prefix: IDENTITY_PREFIX, service });
}

// Not encapsulated: the `identity` decoration is visible to the whole app.
Object.assign(identityPlugin, { [Symbol.for('skip-override')]: true });
