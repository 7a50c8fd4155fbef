import type { ReactNode } from 'react';

/** Props of <Chip>. */
export interface ChipProps {
  readonly children: ReactNode;
  readonly tone?: 'default' | 'accent';
}

/** A small rounded label (categories, update frequency). */
export function Chip({ children, tone = 'default' }: ChipProps) {
  return <span className={`uk-chip uk-chip--${tone}`}>{children}</span>;
}
