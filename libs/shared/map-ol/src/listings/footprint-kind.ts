import type { ListingType } from '@unfurl/domain';

/** How a listing's footprint is drawn: one colour family per kind. */
export const FOOTPRINT_KIND = {
  COG: 'cog',
  IMAGE: 'image',
  GIF: 'gif',
  LO_FI: 'lofi',
  OTHER: 'other',
} as const;

/** One footprint kind. */
export type FootprintKind = (typeof FOOTPRINT_KIND)[keyof typeof FOOTPRINT_KIND];

/** The footprint kind of a listing type (COG, IMAGE, GIF and LO_FI are distinct). */
export function footprintKind(type: ListingType): FootprintKind {
  switch (type) {
    case 'COG':
      return 'cog';
    case 'IMAGE':
      return 'image';
    case 'GIF':
      return 'gif';
    case 'LO_FI':
      return 'lofi';
    case 'TILE_LAYER':
    case 'EXTERNAL_TILE_LAYER':
    case 'WMS':
    case 'WMTS':
    case 'ORDER':
    case 'NOT_SUPPORTED':
      return 'other';
    default: {
      const unhandled: never = type;
      return unhandled;
    }
  }
}

/** RGB colour of each footprint kind, tuned for the dark theme. */
export const FOOTPRINT_COLORS: Readonly<Record<FootprintKind, readonly [number, number, number]>> =
  {
    cog: [56, 189, 248],
    image: [251, 191, 36],
    gif: [232, 121, 249],
    lofi: [74, 222, 128],
    other: [148, 163, 184],
  };

/** CSS rgba() of a footprint kind's colour at the given opacity. */
export function footprintColor(kind: FootprintKind, alpha: number): string {
  const [r, g, b] = FOOTPRINT_COLORS[kind];
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
