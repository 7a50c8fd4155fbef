import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { accountDialogFor } from './account-dialog.store';

/** Where to go after a sign-in: the dialog's redirect, else ROUTE_AFTER_LOGIN. */
export function afterSignInTarget(
  redirect: string | null,
  routeAfterLogin: string | null,
): string | null {
  return redirect || routeAfterLogin || null;
}

/** Closes the dialog after a successful sign-in and follows the redirect. */
export function useAfterSignIn(): () => void {
  const services = useAtlasServices();
  const navigate = useNavigate();
  return useCallback(() => {
    const dialog = accountDialogFor(services);
    const target = afterSignInTarget(
      dialog.getState().redirect,
      services.app.getState().config.BEHAVIOURS.ROUTE_AFTER_LOGIN,
    );
    dialog.getState().close(true);
    if (target) void navigate(target, { replace: false });
  }, [services, navigate]);
}
