import type { FastifyInstance } from 'fastify';
import type { Db } from '@unfurl/api-db';
import { createIdentityService, identityRoutes } from '@unfurl/api-identity';
import type { IdentityConfig, IdentityService } from '@unfurl/api-identity';
import { createFileMailer, createSmtpMailer, readMailConfig } from '@unfurl/api-mail';
import type { Mailer } from '@unfurl/api-mail';
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
  /** Code-mail sender; default SMTP when SMTP_URL is set, else the outbox folder, else the table. */
  readonly mailer?: Mailer;
  /** Without SMTP, code mails are written here as `.eml` files (`npm run mail:outbox`). */
  readonly outboxDir?: string | undefined;
}

/**
 * Mounts `POST /identity` (Cognito actions), `GET /identity/.well-known/jwks.json` and social
 * sign-in below `/identity/oauth2`, and decorates the app with `identity` so route guards can
 * call `app.identity.verifyIdToken`. Code mails go through SMTP when SMTP_URL is set, else into
 * `outboxDir` as `.eml` files, else into the `identity_outbox` table (tests).
 */
export async function identityPlugin(
  app: FastifyInstance,
  options: IdentityPluginOptions,
): Promise<void> {
  const mailConfig = options.mailer ? undefined : readMailConfig();
  const mailer =
    options.mailer ??
    (mailConfig
      ? createSmtpMailer(mailConfig)
      : options.outboxDir
        ? createFileMailer({ dir: options.outboxDir })
        : undefined);
  if (mailConfig) app.addHook('onClose', async () => mailer?.close());
  const service = createIdentityService({
    db: options.db,
    config: { ...readIdentityConfig(), ...options.config },
    mailer,
  });
  app.decorate('identity', service);
  await app.register(identityRoutes, { prefix: IDENTITY_PREFIX, service });
}

// Not encapsulated: the `identity` decoration is visible to the whole app.
Object.assign(identityPlugin, { [Symbol.for('skip-override')]: true });
