import { useCallback, useState } from 'react';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { passwordProblem } from '@unfurl/validators';
import { Button, TextField } from '@unfurl/ui-kit';
import { FormError } from './form-status';
import { useAccountDialog } from './use-account-dialog';
import { useSubmit } from './use-submit';

/** Change password: previous and proposed password with the access token. */
export function ChangePasswordForm() {
  const { account, toasts } = useAtlasServices();
  const dialog = useAccountDialog();
  const [current, setCurrent] = useState('');
  const [proposed, setProposed] = useState('');
  const [repeat, setRepeat] = useState('');
  const action = useCallback(async () => {
    if (!current) throw new Error('Enter your current password.');
    const problem = passwordProblem(proposed);
    if (problem) throw new Error(problem);
    if (proposed !== repeat) throw new Error('The new passwords do not match.');
    await account.getState().changePassword(current, proposed);
    toasts.getState().success('Your password was changed.');
    dialog.close(true);
  }, [account, toasts, dialog, current, proposed, repeat]);
  const { busy, error, submit } = useSubmit(action);
  return (
    <form
      className="account-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="change-password-form"
    >
      <TextField
        label="Current password"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        name="newPassword"
        autoComplete="new-password"
        value={proposed}
        onChange={(e) => setProposed(e.target.value)}
      />
      <TextField
        label="Repeat new password"
        type="password"
        name="repeatPassword"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
      />
      <FormError message={error} />
      <Button type="submit" variant="primary" className="account-form__submit" disabled={busy}>
        {busy ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
