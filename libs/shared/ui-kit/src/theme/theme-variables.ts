import { LAYOUT } from '@unfurl/domain';

/** Colours of the dark theme (1§9), shared by every component through CSS variables. */
export const DARK_PALETTE = {
  bg: '#0b1320',
  surface: '#111a28',
  surfaceRaised: '#172234',
  border: '#243249',
  text: '#e5e7eb',
  textMuted: '#94a3b8',
  accent: '#38bdf8',
  accentText: '#06121f',
  danger: '#f87171',
  success: '#4ade80',
} as const;

const FONT_NAMES = ['sm', 'md', 'lg', 'xl'] as const;

/** The CSS custom properties of the theme: layout constants of 1§9 plus the dark palette. */
export function themeVariables(): Record<string, string> {
  const vars: Record<string, string> = {
    '--uk-nav-bar': `${LAYOUT.navBar}px`,
    '--uk-nav-drawer': `${LAYOUT.navDrawer}px`,
    '--uk-side-drawer': `${LAYOUT.sideDrawer}px`,
    '--uk-side-drawer-expanded': `${LAYOUT.sideDrawerExpanded}px`,
    '--uk-radius': `${LAYOUT.radius}px`,
    '--uk-radius-large': `${LAYOUT.radiusLarge}px`,
    '--uk-z-modal': String(LAYOUT.zIndex.modal),
    '--uk-z-toast': String(LAYOUT.zIndex.toast),
    '--uk-z-nav': String(LAYOUT.zIndex.nav),
  };
  LAYOUT.fontSizes.forEach((size, i) => {
    vars[`--uk-font-${FONT_NAMES[i] ?? i}`] = size;
  });
  for (const [name, value] of Object.entries(DARK_PALETTE)) {
    vars[`--uk-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return vars;
}

/** The theme as a `:root { ... }` stylesheet. */
export function themeCss(): string {
  const body = Object.entries(themeVariables())
    .map(([key, value]) => `  ${key}: ${value};`)
    .join('\n');
  return `:root {\n${body}\n  color-scheme: dark;\n}\n`;
}
