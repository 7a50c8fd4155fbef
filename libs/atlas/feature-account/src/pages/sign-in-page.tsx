import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { ACCOUNT_VIEW, accountDialogFor } from '../dialog/account-dialog.store';
import { afterSignInTarget } from '../dialog/use-after-sign-in';
import { safeReturnPath } from '../gate/forced-login';

/** Only same-site paths are followed after sign-in (see `safeReturnPath`). */
export const safeRedirect = (value: string | null): string | null => safeReturnPath(value);

/**
 * `/login?redirect=...`: the sign-in dialog, forced (no close) on a FORCED_LOGIN tenant.
 * Once signed in, goes to the redirect, else ROUTE_AFTER_LOGIN, else home. While the
 * dialog is open its own sign-in follows the redirect (`useAfterSignIn`); this page steps in only
 * once the dialog is closed, so it never clears the redirect before the dialog has used it.
 */
export function SignInPage() {
  const services = useAtlasServices();
  const { account, app } = services;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const forced = useStore(app, (s) => s.config.BEHAVIOURS.FORCED_LOGIN);
  const dialogOpen = useStore(accountDialogFor(services), (s) => s.view !== null);
  useEffect(() => {
    if (loggedIn) return;
    const dialog = accountDialogFor(services);
    const view = dialog.getState().view;
    const openView =
      view === ACCOUNT_VIEW.SignUp || view === ACCOUNT_VIEW.ForgotPassword
        ? view
        : ACCOUNT_VIEW.SignIn;
    dialog.getState().open(openView, { redirect, forced });
  }, [services, loggedIn, redirect, forced]);
  useEffect(() => {
    if (!loggedIn || dialogOpen) return;
    const target = afterSignInTarget(redirect, app.getState().config.BEHAVIOURS.ROUTE_AFTER_LOGIN);
    void navigate(target ?? '/', { replace: true });
  }, [app, loggedIn, dialogOpen, redirect, navigate]);
  return (
    <section className="account-page" data-testid="sign-in-page">
      <h2 className="account-page__title">Sign in</h2>
      <p className="account-page__text">
        {forced
          ? 'This atlas is for signed-in members. Sign in to continue.'
          : 'Sign in to continue.'}
      </p>
    </section>
  );
}
