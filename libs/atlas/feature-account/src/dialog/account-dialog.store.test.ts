import { describe, expect, it } from 'vitest';
import { ACCOUNT_VIEW, accountDialogFor, createAccountDialogStore } from './account-dialog.store';
import { afterSignInTarget } from './use-after-sign-in';

describe('account dialog store', () => {
  it('keeps the redirect until it closes (R-037)', () => {
    const dialog = createAccountDialogStore();
    dialog.getState().open(ACCOUNT_VIEW.SignIn, { redirect: '/account' });
    dialog.getState().show(ACCOUNT_VIEW.SignUp);
    expect(dialog.getState()).toMatchObject({ view: 'signUp', redirect: '/account' });
    dialog.getState().close();
    expect(dialog.getState()).toMatchObject({ view: null, redirect: null });
  });

  it('a forced dialog only closes when forced to, and stays forced when opened again (R-077)', () => {
    const dialog = createAccountDialogStore();
    dialog.getState().open(ACCOUNT_VIEW.SignIn, { forced: true, redirect: '/maps' });
    dialog.getState().close();
    expect(dialog.getState().view).toBe('signIn');
    dialog.getState().open(ACCOUNT_VIEW.SignIn);
    expect(dialog.getState()).toMatchObject({ forced: true, redirect: '/maps' });
    dialog.getState().close(true);
    expect(dialog.getState()).toMatchObject({ view: null, forced: false });
  });

  it('is one store per page load (services object)', () => {
    const services = {};
    expect(accountDialogFor(services)).toBe(accountDialogFor(services));
    expect(accountDialogFor({})).not.toBe(accountDialogFor(services));
  });

  it('follows the redirect first, else ROUTE_AFTER_LOGIN (R-037, R-078)', () => {
    expect(afterSignInTarget('/account', '/maps')).toBe('/account');
    expect(afterSignInTarget(null, '/maps')).toBe('/maps');
    expect(afterSignInTarget(null, null)).toBeNull();
  });
});
