import { themeCss } from './theme-variables';

const CSS = themeCss();

/** Renders the theme's CSS variables; mount once at the app root. */
export function ThemeStyle() {
  return <style data-uk-theme="">{CSS}</style>;
}
