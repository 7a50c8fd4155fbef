import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { errorText } from './error-text';

/** A form submit that tracks busy and error state; the action's rejection becomes the error text. */
export function useSubmit(action: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (busy) return;
      setBusy(true);
      setError(null);
      try {
        await action();
      } catch (caught) {
        setError(errorText(caught));
      } finally {
        setBusy(false);
      }
    },
    [action, busy],
  );
  return { busy, error, setError, submit };
}
