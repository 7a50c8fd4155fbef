import { BASE_LAYER, BASE_LAYERS, BASE_LAYER_LABELS, isBaseLayer } from '@unfurl/domain';
import type { BaseLayer } from '@unfurl/domain';

/** Keys of the base layers (2§9), as used in the `basemap` query parameter (from the domain). */
export const BASEMAP = BASE_LAYER;

/** One base layer key. */
export type Basemap = BaseLayer;

/** All base layer keys, in the order the switcher lists them. */
export const BASEMAPS: readonly Basemap[] = BASE_LAYERS;

/** Human labels of the base layers. */
export const BASEMAP_LABELS: Readonly<Record<Basemap, string>> = BASE_LAYER_LABELS;

/** The base layer used when the URL names none (the dark theme's). */
export const DEFAULT_BASEMAP: Basemap = BASEMAP.DARK_GRAY;

/** True when `value` is a known base layer key. */
export const isBasemap: (value: unknown) => value is Basemap = isBaseLayer;

/** The base layer named by a query value, or the default when unknown or missing. */
export function toBasemap(value: string | null | undefined): Basemap {
  return isBasemap(value) ? value : DEFAULT_BASEMAP;
}
