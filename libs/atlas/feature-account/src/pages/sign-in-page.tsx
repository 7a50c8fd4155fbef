import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { ACCOUNT_VIEW, accountDialogFor } from '../dialog/account-dialog.store';
import { afterSignInTarget } from '../dialog/use-after-sign-in';

/** Only same-site paths are followed after sign-in. */
export const safeRedirect = (value: string | null): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : null;

/**
 * `/login?redirect=...`: the sign-in dialog, forced (no close) on a FORCED_LOGIN tenant.
 * Once signed in, goes to the redirect, else ROUTE_AFTER_LOGIN, else home.
 */
export function SignInPage() {
  const services = useAtlasServices();
  const { account, app } = services;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const forced = useStore(app, (s) => s.config.BEHAVIOURS.FORCED_LOGIN);
  useEffect(() => {
    const dialog = accountDialogFor(services);
    if (loggedIn) {
      dialog.getState().close(true);
      const target = afterSignInTarget(
        redirect,
        app.getState().config.BEHAVIOURS.ROUTE_AFTER_LOGIN,
      );
      void navigate(target ?? '/', { replace: true });
      return;
    }
    const view = dialog.getState().view;
    const openView =
      view === ACCOUNT_VIEW.SignUp || view === ACCOUNT_VIEW.ForgotPassword
        ? view
        : ACCOUNT_VIEW.SignIn;
    dialog.getState().open(openView, { redirect, forced });
  }, [services, app, loggedIn, redirect, forced, navigate]);
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
