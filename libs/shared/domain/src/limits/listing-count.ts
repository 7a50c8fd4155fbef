/** The listing count figure shown in marketing copy (1§9, 2§9). */
export const LISTING_COUNT_FIGURE = {
  value: 1_040_000,
  label: '1.04M',
  lastUpdated: '2025-08-07',
} as const;
