import { useCallback, useState } from 'react';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { isIdentityError } from '@unfurl/auth';
import { IDENTITY_ERROR_CODE } from '@unfurl/domain';
import { emailProblem } from '@unfurl/validators';
import { Button, TextField } from '@unfurl/ui-kit';
import { ACCOUNT_VIEW } from './account-dialog.store';
import { ConfirmSignUpStep } from './confirm-sign-up-step';
import { FormError } from './form-status';
import { SocialButtons } from './social-buttons';
import { useAccountDialog } from './use-account-dialog';
import { useAfterSignIn } from './use-after-sign-in';
import { useSubmit } from './use-submit';

/**
 * Email and password sign-in, the forgotten-password link and social sign-in. An
 * unconfirmed account (UserNotConfirmed) goes on to the confirmation-code step.
 */
export function SignInForm() {
  const { account } = useAtlasServices();
  const dialog = useAccountDialog();
  const done = useAfterSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [unconfirmed, setUnconfirmed] = useState(false);
  const action = useCallback(async () => {
    const problem = emailProblem(email) ?? (password ? undefined : 'Enter your password.');
    if (problem) throw new Error(problem);
    try {
      await account.getState().signIn(email.trim(), password);
    } catch (error) {
      if (isIdentityError(error) && error.code === IDENTITY_ERROR_CODE.USER_NOT_CONFIRMED) {
        setUnconfirmed(true);
        return;
      }
      throw error;
    }
    if (!account.getState().loggedIn) throw new Error('Signing in did not work. Please try again.');
    done();
  }, [account, email, password, done]);
  const { busy, error, submit } = useSubmit(action);
  if (unconfirmed) {
    return (
      <ConfirmSignUpStep
        email={email.trim()}
        password={password}
        onBack={() => setUnconfirmed(false)}
      />
    );
  }
  return (
    <form
      className="account-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="sign-in-form"
    >
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button
        type="button"
        className="account-link account-link--end"
        onClick={() => dialog.show(ACCOUNT_VIEW.ForgotPassword)}
      >
        Forgot password?
      </button>
      <FormError message={error} />
      <Button type="submit" variant="primary" className="account-form__submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
      <SocialButtons redirect={dialog.redirect} />
      <p className="account-form__switch">
        New here?{' '}
        <button
          type="button"
          className="account-link"
          onClick={() => dialog.show(ACCOUNT_VIEW.SignUp)}
        >
          Create an account
        </button>
      </p>
    </form>
  );
}
