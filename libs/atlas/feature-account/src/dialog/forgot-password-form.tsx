import { useCallback, useState } from 'react';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { emailProblem, passwordProblem } from '@unfurl/validators';
import { Button, TextField } from '@unfurl/ui-kit';
import { ACCOUNT_VIEW } from './account-dialog.store';
import { FormError, FormNotice } from './form-status';
import { useAccountDialog } from './use-account-dialog';
import { useAfterSignIn } from './use-after-sign-in';
import { useSubmit } from './use-submit';

/**
 * Forgotten password in two steps: ask for a code by email (`GET /v1/user/reset_password`,
 * R-054), then set a new password with the code (`POST /v1/user/reset_password`, R-055) and sign in.
 */
export function ForgotPasswordForm() {
  const { client, account } = useAtlasServices();
  const dialog = useAccountDialog();
  const done = useAfterSignIn();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const request = useCallback(async () => {
    const problem = emailProblem(email);
    if (problem) throw new Error(problem);
    await client.user.requestPasswordReset(email.trim());
    setSent(true);
  }, [client, email]);
  const confirm = useCallback(async () => {
    if (!code.trim()) throw new Error('Enter the code from the email.');
    const problem = passwordProblem(password);
    if (problem) throw new Error(problem);
    await client.user.confirmPasswordReset({ email: email.trim(), password, id: code.trim() });
    await account.getState().signIn(email.trim(), password);
    done();
  }, [client, account, email, code, password, done]);
  const requesting = useSubmit(request);
  const confirming = useSubmit(confirm);
  const step = sent ? confirming : requesting;
  return (
    <form
      className="account-form"
      onSubmit={(e) => void step.submit(e)}
      noValidate
      data-testid="forgot-form"
    >
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        readOnly={sent}
        onChange={(e) => setEmail(e.target.value)}
      />
      {sent ? (
        <>
          <FormNotice
            message={`We sent a code to ${email.trim()}. Enter it with your new password.`}
          />
          <TextField
            label="Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <TextField
            label="New password"
            type="password"
            name="newPassword"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </>
      ) : (
        <p className="account-form__hint">
          Enter your email and we will send you a code to set a new password.
        </p>
      )}
      <FormError message={step.error} />
      <Button type="submit" variant="primary" className="account-form__submit" disabled={step.busy}>
        {sent ? 'Set new password' : 'Send code'}
      </Button>
      <p className="account-form__switch">
        <button
          type="button"
          className="account-link"
          onClick={() => dialog.show(ACCOUNT_VIEW.SignIn)}
        >
          Back to sign in
        </button>
        {sent ? (
          <>
            {' · '}
            <button type="button" className="account-link" onClick={() => void requesting.submit()}>
              Send a new code
            </button>
          </>
        ) : null}
      </p>
    </form>
  );
}
