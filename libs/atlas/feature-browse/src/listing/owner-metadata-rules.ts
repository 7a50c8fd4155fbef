import { LISTING_METADATA_LIMITS } from '@unfurl/domain';
import type { Category } from '@unfurl/domain';

/** Limits of `PUT /v1/listings/{id}`, the same the API's schema is built from. */
export const METADATA_LIMITS = LISTING_METADATA_LIMITS;

/** What the owner edits: the metadata of 1§7. */
export interface MetadataDraft {
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly categories: readonly Category[];
}

/**
 * Tags typed in a field, read the way the upload reads them: split at commas and spaces, leading
 * '#' dropped, blanks and repeats left out.
 */
export function parseTagInput(text: string): string[] {
  const tags = text
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, ''))
    .filter(Boolean);
  return [...new Set(tags)];
}

/** The tags with the typed ones appended (no repeats), or the problem the API would refuse. */
export function addTags(
  tags: readonly string[],
  text: string,
): { readonly tags: readonly string[] } | { readonly problem: string } {
  const typed = parseTagInput(text);
  const tooLong = typed.find((tag) => tag.length > METADATA_LIMITS.tagMax);
  if (tooLong !== undefined) {
    return { problem: `A tag can have at most ${METADATA_LIMITS.tagMax} characters.` };
  }
  const next = [...new Set([...tags, ...typed])];
  if (next.length > METADATA_LIMITS.tagsMax) {
    return { problem: `A map can have at most ${METADATA_LIMITS.tagsMax} tags.` };
  }
  return { tags: next };
}

/** The first reason the API would refuse the draft, or null when it may be sent. */
export function metadataProblem(draft: MetadataDraft): string | null {
  const title = draft.title.trim();
  if (title === '') return 'Give the map a title.';
  if (title.length > METADATA_LIMITS.titleMax) {
    return `The title can have at most ${METADATA_LIMITS.titleMax} characters.`;
  }
  if (draft.description.length > METADATA_LIMITS.descriptionMax) {
    return `The description can have at most ${METADATA_LIMITS.descriptionMax} characters.`;
  }
  if (draft.tags.length > METADATA_LIMITS.tagsMax) {
    return `A map can have at most ${METADATA_LIMITS.tagsMax} tags.`;
  }
  if (draft.tags.some((tag) => tag.length > METADATA_LIMITS.tagMax)) {
    return `A tag can have at most ${METADATA_LIMITS.tagMax} characters.`;
  }
  if (draft.categories.length > METADATA_LIMITS.categoriesMax) {
    return `A map can have at most ${METADATA_LIMITS.categoriesMax} categories.`;
  }
  return null;
}
