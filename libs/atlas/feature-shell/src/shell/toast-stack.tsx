import { useCallback } from 'react';
import { useStore } from 'zustand';
import { Toasts } from '@unfurl/ui-kit';
import { useAtlasServices } from '../services/services-context';

/** The toast store shown top-right; the store closes each toast after 5000 ms. */
export function ToastStack() {
  const { toasts } = useAtlasServices();
  const items = useStore(toasts, (s) => s.toasts);
  const dismiss = useCallback((id: string) => toasts.getState().dismiss(Number(id)), [toasts]);
  return (
    <Toasts
      toasts={items.map((t) => ({ id: String(t.id), kind: t.kind, message: t.message }))}
      onClose={dismiss}
    />
  );
}
