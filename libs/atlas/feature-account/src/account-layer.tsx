import { useEffect } from 'react';
import { trackerCodeFromSearch } from '@unfurl/auth';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { DIALOG } from '@unfurl/stores';
import { ConfirmEmailBanner } from './confirm-email/confirm-email-banner';
import { AccountDialog } from './dialog/account-dialog';
import { ACCOUNT_VIEW, accountDialogFor } from './dialog/account-dialog.store';
import { ForcedLoginGate } from './gate/forced-login-gate';

/**
 * Everything account-related that sits above the shell: keeps a landing tracker code, tells the
 * account store the tenant (for the permission in the account menu), starts the session (cookie
 * check and the 300 ms poll, R-031), the banner of an unconfirmed email, the account dialog and
 * the forced-login gate. Render once, in
 * the shell's overlay slot.
 */
export function AccountLayer() {
  const services = useAtlasServices();
  const { account, app, session, subdomain, isOrganisationSite } = services;
  useEffect(
    () => account.getState().setTenant({ subdomain, isMainHost: !isOrganisationSite }),
    [account, subdomain, isOrganisationSite],
  );
  useEffect(() => {
    // A tracker code on the landing URL is kept in the {product}-utm cookie.
    const tracker = trackerCodeFromSearch(window.location.search);
    if (tracker) session.cookies.saveTrackerCode(tracker);
    return account.getState().start();
  }, [account, session]);
  useEffect(
    () =>
      accountDialogFor(services).subscribe((s) =>
        app
          .getState()
          .setDialogVisible(
            DIALOG.Login,
            s.view !== null && s.view !== ACCOUNT_VIEW.ChangePassword,
          ),
      ),
    [services, app],
  );
  return (
    <>
      <ConfirmEmailBanner />
      <AccountDialog />
      <ForcedLoginGate />
    </>
  );
}
