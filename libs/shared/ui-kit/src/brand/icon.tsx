/** Line icons (24×24, stroked with currentColor); emoji are missing from many system fonts. */
export const ICON_PATHS = {
  home: 'M3 11l9-8 9 8v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14',
  satellite: 'M10 8l6 6-2 2-6-6zM5 3l4 4-2 2-4-4zM17 15l4 4-2 2-4-4zM6 14a4 4 0 0 0 4 4',
  draw: 'M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4',
  list: 'M4 6h16M4 12h16M4 18h10',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z',
  upload: 'M12 16V4M7 9l5-5 5 5M5 20h14',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  comment: 'M4 5h16v11H9l-5 4z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
} as const;

/** One icon name. */
export type IconName = keyof typeof ICON_PATHS;

/** Props of <Icon>. */
export interface IconProps {
  readonly name: IconName;
  readonly size?: number;
  /** Accessible name; without it the icon is decorative. */
  readonly label?: string;
}

/** A line icon. */
export function Icon({ name, size = 20, label }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className="uk-icon"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
