import { useCallback, useState } from 'react';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { Button } from '@unfurl/ui-kit';
import { useSubmit } from '../dialog/use-submit';

/** What the banner says: publishing waits for the emailed code. */
export const CONFIRM_EMAIL_TEXT =
  'Confirm your email to upload, share and publish. Enter the 6-digit code we sent to';

/**
 * The banner of a signed-in account whose email is not confirmed yet (it signed up and may read
 * and browse, but the server refuses publishing with 403 EMAIL_NOT_CONFIRMED): it explains, takes
 * the emailed code (ConfirmSignUp) and sends a new one on request (ResendConfirmationCode, rate
 * limited by the identity service). Confirming reloads the profile, which hides the banner.
 * 'Later' hides it until the page is loaded again, so it never keeps the map's controls covered
 * (on a phone it sits over the base map menu and the zoom buttons).
 */
export function ConfirmEmailBanner() {
  const { account, identity } = useAtlasServices();
  const profile = useStore(account, (s) => (s.loggedIn ? s.profile : null));
  const email = profile?.email ?? '';
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [later, setLater] = useState(false);
  const confirm = useCallback(async () => {
    const typed = code.trim();
    if (!/^\d{6}$/.test(typed)) throw new Error('Enter the 6-digit code from the email.');
    await identity.confirmSignUp(email, typed);
    await account.getState().loadProfile();
    setCode('');
  }, [identity, account, email, code]);
  const resend = useCallback(async () => {
    await identity.resendConfirmationCode(email);
    setNotice(`We sent a new code to ${email}. It may take a minute to arrive.`);
  }, [identity, email]);
  const confirming = useSubmit(confirm);
  const resending = useSubmit(resend);
  if (!profile || profile.emailConfirmed !== false || later) return null;
  const error = confirming.error ?? resending.error;
  return (
    <section
      className="confirm-email"
      aria-labelledby="confirm-email-title"
      data-testid="confirm-email-banner"
    >
      <div className="confirm-email__text">
        <h2 id="confirm-email-title" className="confirm-email__title">
          Confirm your email address
        </h2>
        <p className="confirm-email__body">
          {CONFIRM_EMAIL_TEXT} <strong>{email}</strong>. Until then you can browse and save your
          profile.
        </p>
        {notice && !error ? (
          <p className="confirm-email__notice" role="status">
            {notice}
          </p>
        ) : null}
        {error ? (
          <p className="confirm-email__error" role="alert" data-testid="confirm-email-error">
            {error}
          </p>
        ) : null}
      </div>
      <form className="confirm-email__form" onSubmit={(e) => void confirming.submit(e)} noValidate>
        <label className="confirm-email__label" htmlFor="confirm-email-code">
          Code
        </label>
        <input
          id="confirm-email-code"
          className="confirm-email__input"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" variant="primary" disabled={confirming.busy}>
          {confirming.busy ? 'Confirming…' : 'Confirm'}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={resending.busy}
          onClick={() => void resending.submit()}
        >
          {resending.busy ? 'Sending…' : 'Resend code'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setLater(true)}>
          Later
        </Button>
      </form>
    </section>
  );
}
