// The panel's list: pages appended in server order, live arrivals put in front, GLOBAL first.
import type { NotificationWire } from '@unfurl/api-client';
import { sortNotifications } from '@unfurl/domain';

/** Appends a fetched page to the shown list (a repeated id keeps its first place). */
export function appendPage(
  shown: readonly NotificationWire[],
  page: readonly NotificationWire[],
): NotificationWire[] {
  const seen = new Set(shown.map((n) => n.id));
  return sortNotifications([...shown, ...page.filter((n) => !seen.has(n.id))]);
}

/** Puts a live notification in front of the others of its kind (GLOBAL first); once only. */
export function addLive(
  shown: readonly NotificationWire[],
  live: NotificationWire,
): NotificationWire[] {
  if (shown.some((n) => n.id === live.id)) return [...shown];
  return sortNotifications([live, ...shown]);
}

/** The list with one notification (or all) marked read. */
export function markShownRead(shown: readonly NotificationWire[], id?: number): NotificationWire[] {
  return shown.map((n) => (id === undefined || n.id === id ? { ...n, isRead: true } : n));
}
