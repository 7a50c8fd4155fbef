import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { LIMITS } from '@unfurl/domain';
import { StringEnum } from './string-enum.schema';

/** Notification types (1§3; GLOBAL sorts first): who gets them is in migration 0019. */
export const NOTIFICATION_KIND = {
  GLOBAL: 'GLOBAL',
  COMMENT: 'COMMENT',
  REPLY: 'REPLY',
  LIKE: 'LIKE',
  FOLLOW: 'FOLLOW',
  MODERATION: 'MODERATION',
  AREA: 'AREA',
} as const;

/** One of the {@link NOTIFICATION_KIND}s. */
export type NotificationKind = (typeof NOTIFICATION_KIND)[keyof typeof NOTIFICATION_KIND];

/** Query of `GET /v1/notifications` and `/v1/notifications/grouped` (1§7; 6 per page, 1§9). */
export const NotificationsQuerySchema = Type.Object({
  onlyUnread: Type.Boolean({ default: false }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: LIMITS.notificationsPage }),
  nextCursor: Type.Optional(Type.String({ maxLength: 64 })),
});

/** Who caused a notification. */
export const NotificationActorSchema = Type.Object(
  {
    userId: Type.String({ format: 'uuid' }),
    name: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'NotificationActor' },
);

/** One notification (1§3), or in the grouped list the newest of its group. */
export const NotificationSchema = Type.Object(
  {
    id: Type.Integer(),
    type: StringEnum(Object.values(NOTIFICATION_KIND)),
    actor: Type.Union([NotificationActorSchema, Type.Null()]),
    listingId: Type.Union([Type.Integer(), Type.Null()]),
    commentId: Type.Union([Type.Integer(), Type.Null()]),
    message: Type.String({ description: 'Plain text as written; never HTML.' }),
    data: Type.Record(Type.String(), Type.Unknown(), {
      description: 'What the client needs to word or link it (e.g. listingTitle).',
    }),
    groupKey: Type.Union([Type.String(), Type.Null()]),
    isRead: Type.Boolean(),
    createdAt: Type.Integer({ description: 'Seconds since the epoch.' }),
    groupCount: Type.Integer({
      minimum: 1,
      description: 'Grouped list: notifications folded into this entry; 1 otherwise.',
    }),
  },
  { title: 'Notification' },
);

/** A page of notifications (1§3): GLOBAL first, then newest first; nextCursor null at the end. */
export const NotificationsPageSchema = Type.Object(
  {
    notifications: Type.Array(NotificationSchema),
    nextCursor: Type.Union([Type.String(), Type.Null()]),
    total: Type.Integer({ minimum: 0 }),
  },
  { title: 'NotificationsPage' },
);

/** Params of `PUT /v1/notifications/{id}/read`. */
export const NotificationIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Answer of the read marks and of `GET /v1/notifications/unread-count`. */
export const NotificationsUnreadSchema = Type.Object(
  { unread: Type.Integer({ minimum: 0 }) },
  { title: 'NotificationsUnread' },
);

/** Body of `POST /v1/notifications/announcements` (tenant admins): a GLOBAL notification. */
export const AnnouncementBodySchema = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: 4000 }) },
  { additionalProperties: false },
);

/** The user's notification settings: the daily email digest of unread notifications. */
export const NotificationSettingsSchema = Type.Object(
  { emailDigest: Type.Boolean() },
  { title: 'NotificationSettings', additionalProperties: false },
);

/** Query of `GET /v1/notifications/stream`: EventSource sends no headers. */
export const NotificationStreamQuerySchema = Type.Object({
  authorization: Type.String({ minLength: 1, maxLength: 8192, description: 'The id token.' }),
  subdomain: Type.Optional(Type.String({ maxLength: 253 })),
});

/** Wire types of the notification schemas. */
export type NotificationWire = Static<typeof NotificationSchema>;
export type NotificationsPageWire = Static<typeof NotificationsPageSchema>;
export type NotificationsQueryWire = Static<typeof NotificationsQuerySchema>;
export type NotificationSettingsWire = Static<typeof NotificationSettingsSchema>;
