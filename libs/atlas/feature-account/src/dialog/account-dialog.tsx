import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { ACCOUNT_VIEW, accountDialogFor } from './account-dialog.store';
import type { AccountView } from './account-dialog.store';
import { ChangePasswordForm } from './change-password-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { Modal } from './modal';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useAccountDialog } from './use-account-dialog';

const TITLES: Readonly<Record<AccountView, { title: string; subtitle: string }>> = {
  signIn: { title: 'Sign in', subtitle: 'Welcome back to the atlas.' },
  signUp: { title: 'Create your account', subtitle: 'Share maps, bookmark and follow.' },
  forgotPassword: { title: 'Reset your password', subtitle: 'We will email you a code.' },
  changePassword: { title: 'Change password', subtitle: 'Every other session is signed out.' },
};

function body(view: AccountView) {
  switch (view) {
    case ACCOUNT_VIEW.SignIn:
      return <SignInForm />;
    case ACCOUNT_VIEW.SignUp:
      return <SignUpForm />;
    case ACCOUNT_VIEW.ForgotPassword:
      return <ForgotPasswordForm />;
    case ACCOUNT_VIEW.ChangePassword:
      return <ChangePasswordForm />;
    default: {
      const unhandled: never = view;
      return unhandled;
    }
  }
}

/** The login dialog (1§2) with its views; a forced dialog has no close button. */
export function AccountDialog() {
  const services = useAtlasServices();
  const { view, forced } = useAccountDialog();
  if (!view) return null;
  const { title, subtitle } = TITLES[view];
  const close = () => accountDialogFor(services).getState().close();
  return (
    <Modal
      title={title}
      subtitle={subtitle}
      testId="account-dialog"
      {...(forced ? {} : { onClose: close })}
    >
      {body(view)}
    </Modal>
  );
}
