import { LISTING_METADATA_LIMITS } from '@unfurl/domain';
import type { UploadDraft } from './upload-store';
import { parseTags } from './upload-store';

/** The dialog's limits: the wire schema's (`uploads.schema.ts`, `remote-layer.schema.ts`). */
export const DRAFT_LIMITS = {
  title: LISTING_METADATA_LIMITS.titleMax,
  description: LISTING_METADATA_LIMITS.descriptionMax,
  tag: LISTING_METADATA_LIMITS.tagMax,
  tags: LISTING_METADATA_LIMITS.tagsMax,
  /** A layer's address and name (`RemoteLayerRequestSchema`). */
  url: 2000,
  layerName: 300,
} as const;

/** Fields of the dialog that can carry a message. */
export const DRAFT_FIELD = { title: 'title', description: 'description', tags: 'tags' } as const;
/** One field. */
export type DraftField = (typeof DRAFT_FIELD)[keyof typeof DRAFT_FIELD];

/** Messages per field, in words; empty when the draft can be sent. */
export type DraftProblems = Partial<Record<DraftField, string>>;

const FIELD_LABELS: Record<DraftField, string> = {
  title: 'The title',
  description: 'The description',
  tags: 'A tag',
};

/** What is wrong with a draft before it is sent (the inputs' maxLength stops most of it). */
export function draftProblems(draft: UploadDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.title.trim().length > DRAFT_LIMITS.title) {
    problems.title = `The title can have at most ${DRAFT_LIMITS.title} characters (it has ${draft.title.trim().length}).`;
  }
  if (draft.description.trim().length > DRAFT_LIMITS.description) {
    problems.description = `The description can have at most ${DRAFT_LIMITS.description} characters.`;
  }
  const tags = parseTags(draft.tags);
  const long = tags.find((tag) => tag.length > DRAFT_LIMITS.tag);
  if (tags.length > DRAFT_LIMITS.tags) {
    problems.tags = `At most ${DRAFT_LIMITS.tags} tags (there are ${tags.length}).`;
  } else if (long) {
    problems.tags = `A tag can have at most ${DRAFT_LIMITS.tag} characters: “${long.slice(0, 20)}…” is longer.`;
  }
  return problems;
}

/**
 * A server validation message about a metadata field ("body.metadata.title must NOT have more
 * than 200 characters", "body/metadata/tags/3 must NOT have more than 50 characters") as the
 * field and a message in words; undefined for any other message.
 */
export function fieldProblemOf(
  message: string,
): { readonly field: DraftField; readonly message: string } | undefined {
  const match = /body[./]metadata[./](title|description|tags)(?:[./]\d+)?\s+(.*)$/i.exec(message);
  if (!match) return undefined;
  const field = match[1]!.toLowerCase() as DraftField;
  const rule = match[2] ?? '';
  const most = /must NOT have more than (\d+) (characters|items)/i.exec(rule);
  const fewest = /must NOT have fewer than (\d+) characters/i.exec(rule);
  const words = most
    ? most[2] === 'items'
      ? `At most ${most[1]} tags.`
      : `${FIELD_LABELS[field]} can have at most ${most[1]} characters.`
    : fewest
      ? `${FIELD_LABELS[field]} is needed.`
      : `${FIELD_LABELS[field]} is not accepted: ${rule}`;
  return { field, message: words };
}
