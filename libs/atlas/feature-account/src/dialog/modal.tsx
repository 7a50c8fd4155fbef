import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Icon, IconButton, useDialogFocus } from '@unfurl/ui-kit';

/** Props of <Modal>. */
export interface ModalProps {
  readonly title: string;
  readonly subtitle?: string;
  /** Omitted for a dialog that cannot be dismissed. */
  readonly onClose?: () => void;
  readonly children: ReactNode;
  readonly testId?: string;
}

/**
 * A centred dialog over a dimmed backdrop (z-index modal, 1§9); Escape and the X close it. Focus
 * starts in its first field, Tab stays inside and returns to the opener on close.
 */
export function Modal({ title, subtitle, onClose, children, testId }: ModalProps) {
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  useDialogFocus(card, onClose);
  return (
    <div
      className="account-modal"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={card}
        className="account-modal__card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <header className="account-modal__header">
          <div>
            <h2 id={titleId} className="account-modal__title">
              {title}
            </h2>
            {subtitle ? <p className="account-modal__subtitle">{subtitle}</p> : null}
          </div>
          {onClose ? (
            <IconButton label="Close" onClick={onClose} data-testid="account-dialog-close">
              <Icon name="close" size={18} />
            </IconButton>
          ) : null}
        </header>
        {children}
      </div>
    </div>
  );
}
