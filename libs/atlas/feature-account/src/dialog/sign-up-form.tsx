import { useCallback, useState } from 'react';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { displayName } from '@unfurl/domain';
import { PASSWORD_MIN_LENGTH, emailProblem, passwordProblem } from '@unfurl/validators';
import { Button, TextField } from '@unfurl/ui-kit';
import { ACCOUNT_VIEW } from './account-dialog.store';
import { FormError } from './form-status';
import { SocialButtons } from './social-buttons';
import { useAccountDialog } from './use-account-dialog';
import { useAfterSignIn } from './use-after-sign-in';
import { useSubmit } from './use-submit';

/** Sign-up with the email and password rules, then signed in at once. */
export function SignUpForm() {
  const { account } = useAtlasServices();
  const dialog = useAccountDialog();
  const done = useAfterSignIn();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const [problems, setProblems] = useState<{
    email?: string | undefined;
    password?: string | undefined;
  }>({});
  const action = useCallback(async () => {
    const found = {
      ...(emailProblem(email) ? { email: emailProblem(email) } : {}),
      ...(passwordProblem(password) ? { password: passwordProblem(password) } : {}),
    };
    setProblems(found);
    if (found.email || found.password) return;
    await account.getState().signUp({
      email: email.trim(),
      password,
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      name: displayName({ firstName, lastName }),
      newsletterSignUp: newsletter,
    });
    if (!account.getState().loggedIn) throw new Error('Your account was created; please sign in.');
    done();
  }, [account, email, password, firstName, lastName, newsletter, done]);
  const { busy, error, submit } = useSubmit(action);
  return (
    <form
      className="account-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="sign-up-form"
    >
      <div className="account-form__row">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        {...(problems.email ? { error: problems.email } : {})}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        {...(problems.password ? { error: problems.password } : {})}
      />
      <label className="account-check">
        <input
          type="checkbox"
          checked={newsletter}
          onChange={(e) => setNewsletter(e.target.checked)}
        />
        Send me the newsletter
      </label>
      <FormError message={error} />
      <Button type="submit" variant="primary" className="account-form__submit" disabled={busy}>
        {busy ? 'Creating account…' : 'Create account'}
      </Button>
      <SocialButtons redirect={dialog.redirect} />
      <p className="account-form__switch">
        Already have an account?{' '}
        <button
          type="button"
          className="account-link"
          onClick={() => dialog.show(ACCOUNT_VIEW.SignIn)}
        >
          Sign in
        </button>
      </p>
    </form>
  );
}
