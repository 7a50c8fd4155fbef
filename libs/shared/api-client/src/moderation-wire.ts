// The client's types of the moderation calls, derived from the TypeBox schemas of
// @unfurl/validators (as wire.ts derives the others).
import type { Static } from '@sinclair/typebox';
import type {
  ModerationActionSchema,
  ModerationItemSchema,
  ModerationQueueSchema,
  ResolveReportsBodySchema,
} from '@unfurl/validators';
import type { Answer, WireInput } from './wire';

/** What a report is about, as the resolve path names it. */
export type ModerationTargetPath = 'listing' | 'comment';
/** Query of the queue: page size (1..100, default 20) and offset. */
export interface ModerationQueueQuery {
  readonly limit?: number;
  readonly offset?: number;
}
/** One reported listing or comment with its open reports. */
export type ModerationItem = Answer<Static<typeof ModerationItemSchema>>;
/** A page of the moderation queue and the number of reported targets. */
export type ModerationQueue = Answer<Static<typeof ModerationQueueSchema>>;
/** Body of the resolve call: DISMISS, HIDE or DELETE and the reason (required to hide or delete). */
export type ResolveReports = WireInput<Static<typeof ResolveReportsBodySchema>>;
/** The recorded moderation action. */
export type ModerationActionRecord = Answer<Static<typeof ModerationActionSchema>>;
