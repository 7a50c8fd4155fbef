import type { Static } from '@sinclair/typebox';
import type { ListingMetadataChanges } from '@unfurl/api-db';
import { isCategory, titleSlug } from '@unfurl/domain';
import { BadRequestError } from '@unfurl/api-http';
import type { ListingMetadataSchema } from '@unfurl/validators';

/**
 * Checks and normalises metadata changes as the upload does: a trimmed, non-blank title (with a
 * new SEO slug), tags without '#', known lower-case categories. Unknown category → 400 naming it.
 */
export function toMetadataChanges(
  metadata: Static<typeof ListingMetadataSchema>,
): ListingMetadataChanges {
  const changes: { -readonly [K in keyof ListingMetadataChanges]: ListingMetadataChanges[K] } = {};
  if (metadata.title !== undefined) {
    const title = metadata.title.trim();
    if (title === '') throw new BadRequestError('The title must not be blank.');
    changes.title = title;
    changes.seoTitle = titleSlug(title);
  }
  if (metadata.description !== undefined) changes.description = metadata.description;
  if (metadata.tags !== undefined) {
    const tags = metadata.tags.map((tag) => tag.replace(/^#+/, '').trim()).filter(Boolean);
    changes.tags = [...new Set(tags)];
  }
  if (metadata.categories !== undefined) {
    const categories = metadata.categories.map((value) => value.trim().toLowerCase());
    const unknown = categories.find((value) => !isCategory(value));
    if (unknown !== undefined) throw new BadRequestError(`Unknown category: ${unknown}`);
    changes.categories = [...new Set(categories)];
  }
  return changes;
}
