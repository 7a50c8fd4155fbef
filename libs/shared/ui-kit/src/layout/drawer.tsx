import type { ReactNode } from 'react';

/** Props of <Drawer>. */
export interface DrawerProps {
  readonly open: boolean;
  readonly children: ReactNode;
  /** Use the expanded width (300px) instead of the side drawer's 332px. */
  readonly expanded?: boolean;
  readonly label: string;
  readonly testId?: string;
  readonly className?: string;
}

/** A side panel that slides in from the left; closed drawers stay mounted but hidden. */
export function Drawer({ open, children, expanded, label, testId, className }: DrawerProps) {
  return (
    <aside
      aria-label={label}
      aria-hidden={!open}
      data-testid={testId}
      data-open={open}
      className={`uk-drawer ${open ? 'uk-drawer--open' : ''} ${expanded ? 'uk-drawer--expanded' : ''} ${className ?? ''}`}
    >
      {children}
    </aside>
  );
}
