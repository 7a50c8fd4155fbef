import { useEffect } from 'react';
import { LIMITS } from '@unfurl/domain';

/** Kind of a toast: success or failure (2§9). */
export type ToastKind = 'success' | 'error' | 'info';

/** One toast to show. */
export interface ToastItem {
  readonly id: string;
  readonly kind: ToastKind;
  readonly message: string;
}

/** Props of <Toasts>. */
export interface ToastsProps {
  readonly toasts: readonly ToastItem[];
  readonly onClose: (id: string) => void;
  /** Auto-close delay; the spec's 5000 ms by default. */
  readonly autoCloseMs?: number;
}

function Toast({
  toast,
  onClose,
  autoCloseMs,
}: {
  toast: ToastItem;
  onClose: (id: string) => void;
  autoCloseMs: number;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), autoCloseMs);
    return () => clearTimeout(timer);
  }, [toast.id, onClose, autoCloseMs]);
  return (
    <div
      className={`uk-toast uk-toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
    >
      <span className="uk-toast__message">{toast.message}</span>
      <button
        type="button"
        className="uk-toast__close"
        aria-label="Close"
        onClick={() => onClose(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

/** Success and failure notifications, stacked top-right, each closing after 5000 ms. */
export function Toasts({ toasts, onClose, autoCloseMs = LIMITS.toastMs }: ToastsProps) {
  return (
    <div className="uk-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onClose={onClose} autoCloseMs={autoCloseMs} />
      ))}
    </div>
  );
}
