import type { FastifyInstance } from 'fastify';
import { toAccounts } from './accounts-context';
import type { AccountsRoutesOptions } from './accounts-context';
import { passwordRoutes } from './password-routes';
import { profileRoutes } from './profile-routes';
import { settingsRoutes } from './settings-routes';
import { uploadRoutes } from './upload-routes';
import { userRoutes } from './user-routes';

/**
 * The accounts API (2§7 User) as one Fastify plugin. Register it inside the app's `/v1` scope,
 * after the tenant and auth hooks, which `options.context` reads.
 */
export async function accountsRoutes(
  app: FastifyInstance,
  options: AccountsRoutesOptions,
): Promise<void> {
  const accounts = toAccounts(options);
  userRoutes(app, accounts);
  passwordRoutes(app, accounts);
  uploadRoutes(app, accounts);
  settingsRoutes(app, accounts);
  profileRoutes(app, accounts);
}
