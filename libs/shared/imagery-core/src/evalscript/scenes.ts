import type { BandInput } from './band-sources';
import { EVALSCRIPT_ERROR_CODE, EvalscriptError } from './evalscript-error';
import type { Mosaicking } from './normalize-setup';

/** One scene (acquisition) of the data. */
export interface SceneInput {
  /** ISO date-time of the acquisition. */
  readonly date?: string;
  /** Cloud cover in percent. */
  readonly cloudCoverage?: number;
  readonly bands: Readonly<Record<string, BandInput>>;
}

/** Scene order (notes §1.1: `dataFilter.mosaickingOrder`). */
export const MOSAICKING_ORDER = {
  mostRecent: 'mostRecent',
  leastRecent: 'leastRecent',
  leastCC: 'leastCC',
} as const;

/** One scene order. */
export type MosaickingOrder = (typeof MOSAICKING_ORDER)[keyof typeof MOSAICKING_ORDER];

/** What a script sees of a scene: an orbit `{ dateFrom, dateTo, tiles }` or a tile `{ date, ... }`. */
export interface SceneEntry {
  readonly __index: number;
  readonly [key: string]: unknown;
}

/** Scenes sorted for mosaicking (stable): newest first, oldest first, or least cloudy first. */
export function orderScenes(
  scenes: readonly SceneInput[],
  order: MosaickingOrder = 'mostRecent',
): SceneInput[] {
  const time = (s: SceneInput) => (s.date ? Date.parse(s.date) : 0) || 0;
  const sorted = [...scenes];
  switch (order) {
    case 'mostRecent':
      return sorted.sort((a, b) => time(b) - time(a));
    case 'leastRecent':
      return sorted.sort((a, b) => time(a) - time(b));
    case 'leastCC':
      return sorted.sort((a, b) => (a.cloudCoverage ?? 0) - (b.cloudCoverage ?? 0));
    default: {
      const never: never = order;
      return never;
    }
  }
}

/** The scene list as `preProcessScenes` and `evaluatePixel` see it. */
export function sceneEntries(scenes: readonly SceneInput[], mosaicking: Mosaicking): SceneEntry[] {
  return scenes.map((s, i) => {
    const date = s.date ?? '';
    const tile = { date, cloudCoverage: s.cloudCoverage ?? 0, shId: i, dataPath: '' };
    return mosaicking === 'TILE'
      ? { ...tile, __index: i }
      : { dateFrom: date, dateTo: date, tiles: [tile], __index: i };
  });
}

/** Maps what `preProcessScenes` returned back to our scenes (by `__index`, else by date). */
export function keptScenes(
  processed: unknown,
  mosaicking: Mosaicking,
  entries: readonly SceneEntry[],
): SceneEntry[] {
  const scenes = (processed as { scenes?: Record<string, unknown> } | null)?.scenes;
  const list = scenes?.[mosaicking === 'TILE' ? 'tiles' : 'orbits'];
  if (!Array.isArray(list)) {
    throw new EvalscriptError(
      EVALSCRIPT_ERROR_CODE.BAD_SETUP,
      `preProcessScenes must return the collections with scenes.${mosaicking === 'TILE' ? 'tiles' : 'orbits'} as an array.`,
    );
  }
  return list.map((item: Record<string, unknown>) => {
    const found =
      entries.find((e) => e.__index === item['__index']) ??
      entries.find((e) => e['dateFrom'] === item['dateFrom'] && e['date'] === item['date']);
    if (!found) {
      throw new EvalscriptError(
        EVALSCRIPT_ERROR_CODE.BAD_SETUP,
        'preProcessScenes may only filter or reorder the scenes it was given.',
      );
    }
    return { ...item, __index: found.__index };
  });
}
