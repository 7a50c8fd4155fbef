import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon, IconButton, useDialogFocus } from '@unfurl/ui-kit';

/**
 * A modal dialog over the atlas (portal to the body); Escape or the backdrop closes it. Tab stays
 * inside and focus returns to the opener on close.
 */
export function Dialog({
  title,
  onClose,
  children,
  testId,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly testId?: string;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useDialogFocus(box, onClose);
  return createPortal(
    <div
      className="imagery-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="imagery-dialog"
        data-testid={testId}
      >
        <header className="imagery-dialog__head">
          <h2 id={titleId} className="imagery-dialog__title">
            {title}
          </h2>
          <IconButton label="Close" onClick={onClose} data-testid="dialog-close">
            <Icon name="close" />
          </IconButton>
        </header>
        {children}
      </div>
    </div>,
    document.body,
  );
}
