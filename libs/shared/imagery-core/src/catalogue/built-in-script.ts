import type { RenderScript } from '@unfurl/domain';

/** A colour as `#rrggbb`. */
export type HexColor = `#${string}`;

/** A small structured legend: a colour ramp over values, or named categories (no image files). */
export type ScriptLegend =
  | {
      readonly kind: 'ramp';
      /** What the values are, e.g. 'NDVI' or 'reflectance'. */
      readonly quantity: string;
      readonly stops: readonly { readonly value: number; readonly color: HexColor }[];
    }
  | {
      readonly kind: 'categories';
      readonly items: readonly { readonly label: string; readonly color: HexColor }[];
    };

/**
 * A built-in rendering script (2§3): the domain's RenderScript fields with a structured legend
 * instead of a legend image, and a stable id (names repeat between Sentinel and Landsat).
 */
export interface BuiltInScript extends Omit<RenderScript, 'legend' | 'author'> {
  readonly id: string;
  readonly legend: ScriptLegend;
  readonly author: string;
  /** Where the formula comes from (notes §2) and how this version differs, if it does. */
  readonly formula: string;
}

/** Author of scripts written for Unfurl from published formulas. */
export const UNFURL_AUTHOR = 'Unfurl (from the published formula)';

/** A category legend item from 0..255 RGB. */
export function rgbHex(r: number, g: number, b: number): HexColor {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A natural-colour legend (composites have no value scale): one item per channel. */
export function channelsLegend(red: string, green: string, blue: string): ScriptLegend {
  return {
    kind: 'categories',
    items: [
      { label: `Red: ${red}`, color: '#ff0000' },
      { label: `Green: ${green}`, color: '#00ff00' },
      { label: `Blue: ${blue}`, color: '#0000ff' },
    ],
  };
}
