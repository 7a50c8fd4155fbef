import { CATEGORIES, CATEGORY_LABELS, type Category } from '@unfurl/domain';

/** One category as a choice: its lower-case value and its label (1§3). */
export interface CategoryChoice {
  readonly value: Category;
  readonly label: string;
}

/**
 * The categories in the order people choose them from: the browse filter (after 'Choose Filter')
 * and the owner's category editor list the same choices.
 */
export const CATEGORY_CHOICES: readonly CategoryChoice[] = CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));
