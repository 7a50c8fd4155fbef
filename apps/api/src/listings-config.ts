import type { FastifyInstance } from 'fastify';
import type { Db } from '@unfurl/api-db';
import type { ListingsOptions, SiteAddress } from '@unfurl/api-feature-listings';
import { createSmtpMailer, readMailConfig } from '@unfurl/api-mail';
import type { ObjectStore } from '@unfurl/api-storage';

/**
 * Where share mails link to: PUBLIC_URL (e.g. https://unfurl.example, tenants on its
 * subdomains), else http://localhost:{PORT}. Never the request's Host header, so nobody can make
 * the server mail links to a host of their choosing.
 */
export function readSiteAddress(env: NodeJS.ProcessEnv = process.env): SiteAddress {
  const configured = env['PUBLIC_URL']?.trim();
  if (configured) return { url: configured, tenantSubdomains: true };
  return { url: `http://localhost:${env['PORT'] ?? 4200}`, tenantSubdomains: false };
}

/**
 * The listings plugin's options from the environment: PUBLIC_URL / PORT (the site of share
 * links) and SMTP_URL / SMTP_FROM (share mails through SMTP, the mailer closed with the app;
 * without SMTP_URL they wait in the outbox table).
 */
export function listingsConfig(
  app: FastifyInstance,
  db: Db,
  store: ObjectStore,
  env: NodeJS.ProcessEnv = process.env,
): ListingsOptions {
  const mail = readMailConfig(env);
  const mailer = mail && createSmtpMailer(mail);
  if (mailer) app.addHook('onClose', async () => mailer.close());
  return { db, store, site: readSiteAddress(env), mailer };
}
