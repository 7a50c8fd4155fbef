import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** Props of <IconButton>: an accessible label is required since the content is an icon. */
export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly label: string;
  readonly active?: boolean;
  readonly children: ReactNode;
}

/** A square icon button with an aria-label and tooltip. */
export function IconButton({ label, active, className, children, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      className={`uk-icon-button ${active ? 'uk-icon-button--active' : ''} ${className ?? ''}`}
      {...rest}
    >
      {children}
    </button>
  );
}
