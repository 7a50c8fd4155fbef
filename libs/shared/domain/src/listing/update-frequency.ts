/** Update-frequency chips shown on listing cards (1§9). */
export const UPDATE_FREQUENCY = {
  FEATURED: 'FEATURED',
  NEW: 'NEW',
  REAL_TIME: 'REAL_TIME',
  DAILY: 'DAILY',
  WEEKLY: 'WEEKLY',
  MONTHLY: 'MONTHLY',
  SEASONAL: 'SEASONAL',
  YEARLY: 'YEARLY',
} as const;

/** One chip. */
export type UpdateFrequency = (typeof UPDATE_FREQUENCY)[keyof typeof UPDATE_FREQUENCY];

/** Chip labels. */
export const UPDATE_FREQUENCY_LABELS: Readonly<Record<UpdateFrequency, string>> = {
  FEATURED: 'Featured',
  NEW: 'New',
  REAL_TIME: 'Real Time',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  SEASONAL: 'Seasonal',
  YEARLY: 'Yearly',
};

/** Chip priority, highest first: featured, new, near-real-time, daily ... yearly (1§9). */
export const UPDATE_FREQUENCY_PRIORITY: readonly UpdateFrequency[] = [
  'FEATURED',
  'NEW',
  'REAL_TIME',
  'DAILY',
  'WEEKLY',
  'MONTHLY',
  'SEASONAL',
  'YEARLY',
];

/** A listing younger than this many days gets the New chip. */
export const NEW_LISTING_DAYS = 14;

const HOUR = 1;
const DAY = 24 * HOUR;

/**
 * The chip for an update interval in hours: under 24 h Real Time, under 7 days Daily, under
 * 30 days Weekly, under 3 months Monthly, 3 to 6 months Seasonal, above that Yearly.
 */
export function frequencyForInterval(hours: number): UpdateFrequency | undefined {
  if (!Number.isFinite(hours) || hours <= 0) return undefined;
  if (hours < DAY) return 'REAL_TIME';
  if (hours < 7 * DAY) return 'DAILY';
  if (hours < 30 * DAY) return 'WEEKLY';
  if (hours < 90 * DAY) return 'MONTHLY';
  if (hours <= 183 * DAY) return 'SEASONAL';
  return 'YEARLY';
}

const WORDS: ReadonlyArray<readonly [RegExp, UpdateFrequency]> = [
  [/^(near[- ]?)?real[- ]?time$|^nrt$|^live$/, 'REAL_TIME'],
  [/^daily$/, 'DAILY'],
  [/^weekly$/, 'WEEKLY'],
  [/^monthly$/, 'MONTHLY'],
  [/^seasonal$|^quarterly$/, 'SEASONAL'],
  [/^yearly$|^annual$/, 'YEARLY'],
];

/** The chip a free-text label (tag or category) names, if any, e.g. 'daily' or 'near-real-time'. */
export function frequencyForLabel(label: string): UpdateFrequency | undefined {
  const text = label.trim().toLowerCase().replace(/^#/, '');
  return WORDS.find(([re]) => re.test(text))?.[1];
}

/** What a chip is chosen from. */
export interface UpdateFrequencyInput {
  readonly isFeatured?: boolean | undefined;
  readonly isNew?: boolean | undefined;
  /** Hours between updates, when known. */
  readonly updateIntervalHours?: number | null | undefined;
  /** Categories and tags; words such as 'daily' name a chip. */
  readonly labels?: readonly string[] | undefined;
}

/** The highest-priority chip that applies, or undefined when none does. */
export function updateFrequencyChip(input: UpdateFrequencyInput): UpdateFrequency | undefined {
  const found = new Set<UpdateFrequency>();
  if (input.isFeatured) found.add('FEATURED');
  if (input.isNew) found.add('NEW');
  const byInterval = frequencyForInterval(input.updateIntervalHours ?? NaN);
  if (byInterval) found.add(byInterval);
  for (const label of input.labels ?? []) {
    const chip = frequencyForLabel(label);
    if (chip) found.add(chip);
  }
  return UPDATE_FREQUENCY_PRIORITY.find((chip) => found.has(chip));
}
