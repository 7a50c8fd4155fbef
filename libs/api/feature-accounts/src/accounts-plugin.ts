import { useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { toAccounts } from './accounts-options';
import type { AccountsOptions } from './accounts-options';
import { passwordRoutes } from './password-routes';
import { profileRoutes } from './profile-routes';
import { settingsRoutes } from './settings-routes';
import { uploadRoutes } from './upload-routes';
import { userRoutes } from './user-routes';

/**
 * The accounts API (2§7 User): every `/v1/user...` route and `/v1/users/{id}`. Register it at the
 * root after the app's `requestContextPlugin`; it resolves tenant and requester in its own scope.
 */
export const accountsPlugin: ResourcePlugin<AccountsOptions> = async (app, options) => {
  useRequestContext(app);
  const accounts = toAccounts(options);
  userRoutes(app, accounts);
  passwordRoutes(app, accounts);
  uploadRoutes(app, accounts);
  settingsRoutes(app, accounts);
  profileRoutes(app, accounts);
};
