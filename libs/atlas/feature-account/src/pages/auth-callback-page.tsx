import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { completeSocialLogin } from '@unfurl/auth';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { Button, Spinner } from '@unfurl/ui-kit';
import { ACCOUNT_VIEW, accountDialogFor } from '../dialog/account-dialog.store';
import { errorText } from '../dialog/error-text';
import { afterSignInTarget } from '../dialog/use-after-sign-in';
import { safeRedirect } from './sign-in-page';

/**
 * `/auth/callback`: where Google or Facebook send the browser back. Exchanges the code (PKCE),
 * saves the tokens, loads the profile and follows the redirect or ROUTE_AFTER_LOGIN.
 */
export function AuthCallbackPage() {
  const services = useAtlasServices();
  const { account, app, identityEndpoint } = services;
  const { search } = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = async () => {
      const { tokens, redirect } = await completeSocialLogin(
        { endpoint: identityEndpoint, origin: window.location.origin, storage: sessionStorage },
        search,
      );
      await account.getState().completeSignIn(tokens);
      if (!account.getState().loggedIn)
        throw new Error('Signing in did not work. Please try again.');
      const target = afterSignInTarget(
        safeRedirect(redirect),
        app.getState().config.BEHAVIOURS.ROUTE_AFTER_LOGIN,
      );
      void navigate(target ?? '/', { replace: true });
    };
    run().catch((caught: unknown) => setError(errorText(caught)));
  }, [account, app, identityEndpoint, search, navigate]);
  return (
    <section className="account-page" data-testid="auth-callback">
      <h2 className="account-page__title">Signing you in</h2>
      {error ? (
        <>
          <p className="account-form__error" role="alert">
            {error}
          </p>
          <Button
            variant="primary"
            onClick={() => accountDialogFor(services).getState().open(ACCOUNT_VIEW.SignIn)}
          >
            Sign in again
          </Button>
        </>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
