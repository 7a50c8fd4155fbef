/** Listing categories (value, label) of the spec (1§3). */
export const CATEGORY = {
  agriculture: 'agriculture',
  climate: 'climate',
  culture: 'culture',
  demographics: 'demographics',
  earthArt: 'earth-art',
  economic: 'economic',
  environment: 'environment',
  geology: 'geology',
  history: 'history',
  imagery: 'imagery',
  marineNautical: 'marine-nautical',
  politics: 'politics',
  radar: 'radar',
  elevationTopography: 'elevation-topography',
  transport: 'transport',
  urban: 'urban',
} as const;

/** One category value (lower case, as sent on the wire). */
export type Category = (typeof CATEGORY)[keyof typeof CATEGORY];

/** Every category value, in spec order. */
export const CATEGORIES: readonly Category[] = Object.values(CATEGORY);

/** Display label of each category. */
export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  agriculture: 'Agriculture',
  climate: 'Climate',
  culture: 'Culture',
  demographics: 'Demographics',
  'earth-art': 'Earth Art',
  economic: 'Economic',
  environment: 'Environment',
  geology: 'Geology',
  history: 'History',
  imagery: 'Imagery',
  'marine-nautical': 'Marine / Nautical',
  politics: 'Politics',
  radar: 'Radar',
  'elevation-topography': 'Elevation / Topography',
  transport: 'Transport',
  urban: 'Urban',
};

/** The pseudo-option that resets the category filter. */
export const CHOOSE_FILTER_LABEL = 'Choose Filter';

/** True when the value is a known category. */
export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}
