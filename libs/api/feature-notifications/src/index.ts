// Public API of @unfurl/api-feature-notifications. Exports are listed by name, each with a one-line TSDoc.

/** The notifications resource: its `/v1` routes, live stream and daily digest. */
export { notificationsPlugin } from './notifications.plugin';
/** Options of {@link notificationsPlugin}: the database, job queue, mailer and timings. */
export type { NotificationsOptions } from './notifications-options';
