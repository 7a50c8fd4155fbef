// The client's types of the notification calls, derived from the TypeBox schemas of
// @unfurl/validators (as wire.ts derives the others).
import type { Static } from '@sinclair/typebox';
import type {
  NotificationSchema,
  NotificationSettingsSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  NotificationsUnreadSchema,
} from '@unfurl/validators';
import type { Answer, WireInput } from './wire';

/** One notification (1§3); in the grouped list the newest of its group, with `groupCount`. */
export type NotificationWire = Answer<Static<typeof NotificationSchema>>;
/** A page: notifications (GLOBAL first), nextCursor (null at the end), total. */
export type NotificationsPage = Answer<Static<typeof NotificationsPageSchema>>;
/** Query of `GET /v1/notifications` and `/grouped`: onlyUnread, limit (default 6), nextCursor. */
export type NotificationsQuery = WireInput<Partial<Static<typeof NotificationsQuerySchema>>>;
/** The unread count, answered by the count and by the read marks. */
export type NotificationsUnread = Answer<Static<typeof NotificationsUnreadSchema>>;
/** The user's notification settings (the daily email digest). */
export type NotificationSettings = Answer<Static<typeof NotificationSettingsSchema>>;
