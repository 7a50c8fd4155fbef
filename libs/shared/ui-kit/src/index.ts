// Public API of @unfurl/ui-kit: dark theme React components. Exports by name.
import './styles.css';

/** The theme's CSS variables (layout constants of 1§9 and the dark palette). */
export { themeVariables, themeCss, DARK_PALETTE } from './theme/theme-variables';
/** Mounts the theme variables once at the app root. */
export { ThemeStyle } from './theme/theme-style';
/** Themed button. */
export { Button } from './controls/button';
export type { ButtonProps, ButtonVariant } from './controls/button';
/** Square icon button with a required label. */
export { IconButton } from './controls/icon-button';
export type { IconButtonProps } from './controls/icon-button';
/** Small rounded label. */
export { Chip } from './controls/chip';
export type { ChipProps } from './controls/chip';
/** Themed text input with label and error. */
export { TextField } from './controls/text-field';
export type { TextFieldProps } from './controls/text-field';
/** Themed native select. */
export { Select } from './controls/select';
export type { SelectProps, SelectOption } from './controls/select';
/** Sliding side panel. */
export { Drawer } from './layout/drawer';
export type { DrawerProps } from './layout/drawer';
/** Top-right notifications closing after 5000 ms. */
export { Toasts } from './feedback/toasts';
export type { ToastItem, ToastKind, ToastsProps } from './feedback/toasts';
/** Loading spinner. */
export { Spinner } from './feedback/spinner';
/** Product logo (SVG). */
export { Logo } from './brand/logo';
export type { LogoProps } from './brand/logo';
/** Line icons. */
export { Icon, ICON_PATHS } from './brand/icon';
export type { IconName, IconProps } from './brand/icon';
/** Loading splash: logo and a random tagline. */
export { Splash } from './brand/splash';
export type { SplashProps } from './brand/splash';
/** A listing in a list. */
export { ListingCard } from './listing/listing-card';
export type { ListingCardData, ListingCardProps } from './listing/listing-card';
/** Focus handling of a modal dialog: first field, Tab kept inside, Escape, focus back to the opener. */
export { useDialogFocus, tabbableIn } from './dialog/use-dialog-focus';
