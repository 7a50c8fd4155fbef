import {
  DEFAULT_IDENTITY_CONFIG,
  DEFAULT_SOCIAL_ISSUER,
  SOCIAL_PROVIDER,
} from '@unfurl/api-identity';
import type { IdentityConfig, SocialProviderConfig } from '@unfurl/api-identity';

/**
 * Identity settings from the environment (apps/api/README.md and libs/api/identity/README.md):
 * IDENTITY_ISSUER (default `http://localhost:{PORT}/identity`), IDENTITY_CLIENT_IDS
 * (comma-separated, default `unfurl-web`), IDENTITY_RATE_LIMIT (identity requests per minute per
 * client IP, default 120), IDENTITY_REDIRECT_ORIGINS (comma-separated origins the app may be sent
 * back to after social sign-in), and per provider OIDC_{GOOGLE,FACEBOOK}_{ISSUER,CLIENT_ID,CLIENT_SECRET}.
 */
export function readIdentityConfig(env: NodeJS.ProcessEnv = process.env): Partial<IdentityConfig> {
  const port = env['PORT'] ?? '4200';
  const clientIds = list(env['IDENTITY_CLIENT_IDS']);
  const rate = Number(env['IDENTITY_RATE_LIMIT'] ?? DEFAULT_IDENTITY_CONFIG.clientRate.limit);
  if (!Number.isInteger(rate) || rate < 1) {
    throw new Error(
      `IDENTITY_RATE_LIMIT must be a positive integer, got ${env['IDENTITY_RATE_LIMIT']}`,
    );
  }
  const redirectOrigins = list(env['IDENTITY_REDIRECT_ORIGINS']).map((origin) => {
    const url = URL.canParse(origin) ? new URL(origin) : undefined;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(`IDENTITY_REDIRECT_ORIGINS holds an invalid origin: ${origin}`);
    }
    return url.origin;
  });
  return {
    issuer: (env['IDENTITY_ISSUER'] || `http://localhost:${port}/identity`).replace(/\/+$/, ''),
    clientIds: clientIds.length > 0 ? clientIds : DEFAULT_IDENTITY_CONFIG.clientIds,
    clientRate: { ...DEFAULT_IDENTITY_CONFIG.clientRate, limit: rate },
    redirectOrigins,
    socialProviders: readSocialProviders(env),
  };
}

/**
 * The OpenID Connect providers configured by OIDC_GOOGLE_* and OIDC_FACEBOOK_*: a provider is on
 * when both its CLIENT_ID and CLIENT_SECRET are set; ISSUER defaults to the provider's own.
 */
export function readSocialProviders(env: NodeJS.ProcessEnv = process.env): SocialProviderConfig[] {
  const providers: SocialProviderConfig[] = [];
  for (const name of Object.values(SOCIAL_PROVIDER)) {
    const prefix = `OIDC_${name.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}CLIENT_SECRET`]?.trim();
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      throw new Error(`${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET must be set together`);
    }
    const issuer = env[`${prefix}ISSUER`]?.trim() || DEFAULT_SOCIAL_ISSUER[name];
    if (!URL.canParse(issuer)) throw new Error(`${prefix}ISSUER is not a URL: ${issuer}`);
    providers.push({ name, issuer, clientId, clientSecret });
  }
  return providers;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
