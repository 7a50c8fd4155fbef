// Public API of @unfurl/atlas-feature-account. Exports by name.
import './account.css';

/** Dialogs and the forced-login gate above the shell; starts the session poll. */
export { AccountLayer } from './account-layer';
/** The banner of a signed-in account whose email is not confirmed (code field, Resend). */
export { ConfirmEmailBanner, CONFIRM_EMAIL_TEXT } from './confirm-email/confirm-email-banner';
/** The nav-bar account control: 'Sign in' or the avatar menu. */
export { AccountButton } from './nav/account-button';
/** The account dialog (sign in, sign up, forgot and change password). */
export { AccountDialog } from './dialog/account-dialog';
/** The account dialog store of a page load, and its views. */
export {
  ACCOUNT_VIEW,
  accountDialogFor,
  createAccountDialogStore,
} from './dialog/account-dialog.store';
export type {
  AccountDialogState,
  AccountDialogStore,
  AccountView,
  OpenOptions,
} from './dialog/account-dialog.store';
/** Where to go after sign-in (redirect, else ROUTE_AFTER_LOGIN). */
export { afterSignInTarget } from './dialog/use-after-sign-in';
/** Forced-login rule and the sign-in path. */
export { mustSignIn, signInPathFor, SIGN_IN_PATH } from './gate/forced-login';
/** Route screens: /login, /auth/callback, /account, /profile/:userId. */
export { SignInPage } from './pages/sign-in-page';
export { AuthCallbackPage } from './pages/auth-callback-page';
export { ProfilePage } from './profile/profile-page';
export { PublicProfilePage } from './profile/public-profile-page';
/** `/moderation`: the site admins' queue of reported maps and comments (issue #14). */
export { ModerationPage } from './moderation/moderation-page';
/** Profile form checks (social links, website). */
export { checkProfileForm, toFormValues } from './profile/profile-form';
