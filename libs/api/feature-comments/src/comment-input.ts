// Checks of comment input the schemas cannot say: the `{id}` segment, blank text, the length of
// a text sent as lines, and the positions of all annotations together.
import { BadRequestError } from '@unfurl/api-http';
import { COMMENT_LIMITS } from '@unfurl/validators';
import type { AnnotationFeatureWire } from '@unfurl/validators';
import { COMMENT_ERROR_CODE, CommentInputError } from './comment-errors';

/** Comment text as sent: a string or a list of lines (1§3). */
export type CommentText = string | readonly string[];

/** The `{id}` of a comment route: 'No comment ID' when blank, 400 unless a positive integer. */
export function parseCommentId(raw: string | undefined): number {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'undefined' || text === 'null') {
    throw new BadRequestError('No comment ID', COMMENT_ERROR_CODE.noCommentId);
  }
  const id = Number(text);
  if (!/^\d{1,16}$/.test(text) || !Number.isSafeInteger(id) || id < 1) {
    throw new BadRequestError(`Invalid comment ID: ${text.slice(0, 20)}`);
  }
  return id;
}

/**
 * Refuses text with nothing but white space and lines longer together than the limit; the text
 * itself is stored as written (never trimmed, never turned into HTML).
 */
export function checkCommentText(text: CommentText): void {
  const lines = typeof text === 'string' ? [text] : text;
  if (lines.every((line) => line.trim() === '')) {
    throw new CommentInputError('text must not be blank', COMMENT_ERROR_CODE.blankText);
  }
  const length = lines.reduce((sum, line) => sum + line.length, 0);
  if (length > COMMENT_LIMITS.textMax) {
    throw new CommentInputError(
      `text must be at most ${COMMENT_LIMITS.textMax} characters (lines together)`,
      COMMENT_ERROR_CODE.textTooLong,
    );
  }
}

/** Number of positions in a geometry's coordinates, at any nesting depth. */
function countPositions(coordinates: unknown): number {
  if (!Array.isArray(coordinates)) return 0;
  if (typeof coordinates[0] === 'number') return 1;
  return coordinates.reduce((sum: number, part: unknown) => sum + countPositions(part), 0);
}

/** Refuses annotations with more positions together than the limit. */
export function checkAnnotations(annotations: readonly AnnotationFeatureWire[] | null): void {
  const positions = (annotations ?? []).reduce(
    (sum, feature) => sum + countPositions(feature.geometry.coordinates),
    0,
  );
  if (positions > COMMENT_LIMITS.positionsMax) {
    throw new CommentInputError(
      `annotations must have at most ${COMMENT_LIMITS.positionsMax} positions together`,
      COMMENT_ERROR_CODE.tooManyPositions,
    );
  }
}
