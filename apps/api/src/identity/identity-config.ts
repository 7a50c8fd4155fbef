import { DEFAULT_IDENTITY_CONFIG } from '@unfurl/api-identity';
import type { IdentityConfig } from '@unfurl/api-identity';

/**
 * Identity settings from the environment (apps/api/README.md): IDENTITY_ISSUER (default
 * `http://localhost:{PORT}/identity`), IDENTITY_CLIENT_IDS (comma-separated, default
 * `unfurl-web`), IDENTITY_RATE_LIMIT (identity requests per minute per client IP, default 120).
 */
export function readIdentityConfig(env: NodeJS.ProcessEnv = process.env): Partial<IdentityConfig> {
  const port = env['PORT'] ?? '4200';
  const clientIds = (env['IDENTITY_CLIENT_IDS'] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const rate = Number(env['IDENTITY_RATE_LIMIT'] ?? DEFAULT_IDENTITY_CONFIG.clientRate.limit);
  if (!Number.isInteger(rate) || rate < 1) {
    throw new Error(
      `IDENTITY_RATE_LIMIT must be a positive integer, got ${env['IDENTITY_RATE_LIMIT']}`,
    );
  }
  return {
    issuer: env['IDENTITY_ISSUER'] || `http://localhost:${port}/identity`,
    clientIds: clientIds.length > 0 ? clientIds : DEFAULT_IDENTITY_CONFIG.clientIds,
    clientRate: { ...DEFAULT_IDENTITY_CONFIG.clientRate, limit: rate },
  };
}
