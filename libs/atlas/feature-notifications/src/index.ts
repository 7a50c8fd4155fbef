// Public API of @unfurl/atlas-feature-notifications. Exports are listed by name, each with a one-line TSDoc.
import './notifications.css';

/** The navigation bar's notification bell: unread count, pages of 6, read marks, live updates. */
export { NotificationBell } from './notification-bell';
/** The sentence and the age of a notification as the panel shows them. */
export { notificationAge, notificationText } from './notification-text';
