import { useCallback, useState } from 'react';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { Button, TextField } from '@unfurl/ui-kit';
import { FormError, FormNotice } from './form-status';
import { useAfterSignIn } from './use-after-sign-in';
import { useSubmit } from './use-submit';

/** Props of {@link ConfirmSignUpStep}: the credentials the sign-in was tried with. */
export interface ConfirmSignUpStepProps {
  readonly email: string;
  readonly password: string;
  readonly onBack: () => void;
}

/**
 * The sign-in form's step after UserNotConfirmed: the emailed code (ConfirmSignUp), a new code
 * on request (ResendConfirmationCode), then the same sign-in again.
 */
export function ConfirmSignUpStep({ email, password, onBack }: ConfirmSignUpStepProps) {
  const { identity, account } = useAtlasServices();
  const done = useAfterSignIn();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState(
    `We sent a code to ${email}. Enter it to confirm your email.`,
  );
  const confirm = useCallback(async () => {
    if (!code.trim()) throw new Error('Enter the code from the email.');
    await identity.confirmSignUp(email, code);
    await account.getState().signIn(email, password);
    if (!account.getState().loggedIn) throw new Error('Signing in did not work. Please try again.');
    done();
  }, [identity, account, email, password, code, done]);
  const resend = useCallback(async () => {
    await identity.resendConfirmationCode(email);
    setNotice(`We sent a new code to ${email}.`);
  }, [identity, email]);
  const confirming = useSubmit(confirm);
  const resending = useSubmit(resend);
  return (
    <form
      className="account-form"
      onSubmit={(e) => void confirming.submit(e)}
      noValidate
      data-testid="confirm-sign-up-form"
    >
      <FormNotice message={notice} />
      <TextField
        label="Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormError message={confirming.error ?? resending.error} />
      <Button
        type="submit"
        variant="primary"
        className="account-form__submit"
        disabled={confirming.busy}
      >
        {confirming.busy ? 'Confirming…' : 'Confirm and sign in'}
      </Button>
      <p className="account-form__switch">
        <button type="button" className="account-link" onClick={onBack}>
          Back to sign in
        </button>
        {' · '}
        <button
          type="button"
          className="account-link"
          disabled={resending.busy}
          onClick={() => void resending.submit()}
        >
          Send a new code
        </button>
      </p>
    </form>
  );
}
