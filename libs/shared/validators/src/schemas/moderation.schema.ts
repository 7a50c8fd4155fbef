import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { StringEnum } from './string-enum.schema';

/** What a report is about: a listing or a comment. */
export const MODERATION_TARGET = { LISTING: 'LISTING', COMMENT: 'COMMENT' } as const;
/** One report target. */
export type ModerationTarget = (typeof MODERATION_TARGET)[keyof typeof MODERATION_TARGET];

/** What an admin does with a target's open reports. */
export const MODERATION_ACTION = { DISMISS: 'DISMISS', HIDE: 'HIDE', DELETE: 'DELETE' } as const;
/** One moderation action. */
export type ModerationAction = (typeof MODERATION_ACTION)[keyof typeof MODERATION_ACTION];

/** Limits of the moderation routes. */
export const MODERATION_LIMITS = {
  /** Characters of the reason the reporters and the author are told. */
  reasonMax: 1000,
  pageMax: 100,
  pageDefault: 20,
} as const;

/** Query of `GET /v1/moderation/reports`. */
export const ModerationQueueQuerySchema = Type.Object({
  limit: Type.Integer({
    minimum: 1,
    maximum: MODERATION_LIMITS.pageMax,
    default: MODERATION_LIMITS.pageDefault,
  }),
  offset: Type.Integer({ minimum: 0, maximum: 100_000_000, default: 0 }),
});

/** One open report of a target. */
export const ModerationReportSchema = Type.Object(
  {
    userId: Type.String(),
    userName: Type.Union([Type.String(), Type.Null()]),
    reason: Type.String(),
    message: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.Integer({ description: 'Seconds since the epoch.' }),
  },
  { title: 'ModerationReport' },
);

/** One reported listing or comment with its open reports, as the queue shows it. */
export const ModerationItemSchema = Type.Object(
  {
    target: StringEnum(Object.values(MODERATION_TARGET)),
    id: Type.Integer({ description: 'The listing or comment id.' }),
    listingId: Type.Integer(),
    listingTitle: Type.String(),
    commentText: Type.Union([Type.String(), Type.Array(Type.String()), Type.Null()], {
      description: 'The reported comment as written (null for a listing); never HTML.',
    }),
    authorId: Type.Union([Type.String(), Type.Null()]),
    authorName: Type.Union([Type.String(), Type.Null()]),
    hidden: Type.Boolean({ description: 'Already hidden (a rejected listing, a hidden comment).' }),
    reportCount: Type.Integer({ minimum: 1 }),
    reasons: Type.Array(Type.String(), { description: 'The distinct reasons, most given first.' }),
    reports: Type.Array(ModerationReportSchema, { description: 'Oldest first.' }),
    firstReportedAt: Type.Integer({ description: 'Seconds since the epoch.' }),
  },
  { title: 'ModerationItem' },
);

/** Answer of `GET /v1/moderation/reports`: reported targets, oldest open report first. */
export const ModerationQueueSchema = Type.Object(
  { items: Type.Array(ModerationItemSchema), total: Type.Integer({ minimum: 0 }) },
  { title: 'ModerationQueue' },
);

/** Params of `POST /v1/moderation/reports/{target}/{id}/resolve` (target: listing or comment). */
export const ModerationTargetParamsSchema = Type.Object({
  target: StringEnum(['listing', 'comment']),
  id: Type.String({ maxLength: 20 }),
});

/** Body of the resolve route: the action and the reason (required to hide or delete). */
export const ResolveReportsBodySchema = Type.Object({
  action: StringEnum(Object.values(MODERATION_ACTION)),
  reason: Type.Optional(Type.String({ maxLength: MODERATION_LIMITS.reasonMax })),
});

/** Answer of the resolve route: the recorded action. */
export const ModerationActionSchema = Type.Object(
  {
    id: Type.Integer(),
    target: StringEnum(Object.values(MODERATION_TARGET)),
    targetId: Type.Integer(),
    listingId: Type.Union([Type.Integer(), Type.Null()]),
    action: StringEnum(Object.values(MODERATION_ACTION)),
    reason: Type.String(),
    actorId: Type.Union([Type.String(), Type.Null()]),
    reportCount: Type.Integer({ minimum: 1 }),
    notified: Type.Integer({ minimum: 0, description: 'Notifications written.' }),
    createdAt: Type.Integer({ description: 'Seconds since the epoch.' }),
  },
  { title: 'ModerationActionRecord' },
);

/** Query of the queue. */
export type ModerationQueueQueryWire = Static<typeof ModerationQueueQuerySchema>;
/** One open report. */
export type ModerationReportWire = Static<typeof ModerationReportSchema>;
/** One queue item. */
export type ModerationItemWire = Static<typeof ModerationItemSchema>;
/** A page of the queue. */
export type ModerationQueueWire = Static<typeof ModerationQueueSchema>;
/** The resolve body. */
export type ResolveReportsBodyWire = Static<typeof ResolveReportsBodySchema>;
/** A recorded moderation action. */
export type ModerationActionWire = Static<typeof ModerationActionSchema>;
