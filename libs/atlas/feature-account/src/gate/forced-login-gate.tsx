import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { ACCOUNT_STATUS } from '@unfurl/auth';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { mustSignIn, signInPathFor } from './forced-login';

/** Sends anonymous visitors of a FORCED_LOGIN tenant to the sign-in page. */
export function ForcedLoginGate() {
  const { app, account } = useAtlasServices();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const forcedLogin = useStore(app, (s) => s.config.BEHAVIOURS.FORCED_LOGIN);
  const configLoaded = useStore(app, (s) => !s.config.IS_LOADING_CONFIG);
  const status = useStore(account, (s) => s.status);
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const redirect = mustSignIn({
    forcedLogin,
    configLoaded,
    sessionKnown: status === ACCOUNT_STATUS.Ready,
    loggedIn,
    pathname,
  });
  useEffect(() => {
    if (redirect) void navigate(signInPathFor(pathname, search), { replace: true });
  }, [redirect, navigate, pathname, search]);
  return null;
}
