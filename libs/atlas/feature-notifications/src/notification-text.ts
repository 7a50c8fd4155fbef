// How a notification reads in the bell's panel: plain text (never HTML), from its type.
import type { NotificationWire } from '@unfurl/api-client';

/** The sentence of one notification (or of a group with `groupCount` > 1). */
export function notificationText(notification: NotificationWire): string {
  const who = notification.actor?.name ?? 'Someone';
  const others = notification.groupCount > 1 ? ` and ${notification.groupCount - 1} more` : '';
  const title = notification.data['listingTitle'];
  const listing = typeof title === 'string' ? `“${title}”` : 'your map';
  const type = notification.type;
  switch (type) {
    case 'GLOBAL':
      return notification.message;
    case 'COMMENT':
      return `${who}${others} commented on ${listing}`;
    case 'REPLY':
      return `${who}${others} replied to your comment on ${listing}`;
    case 'LIKE':
      return `${who}${others} liked ${listing}`;
    case 'FOLLOW':
      return `${who}${others} started following you`;
    case 'MODERATION':
      return notification.message || `A moderator reviewed ${listing}`;
    case 'AREA':
      return notification.message || 'Something new appeared in an area you follow';
    default: {
      const unhandled: never = type;
      return String(unhandled);
    }
  }
}

/** "5 min ago"-style age of a notification, from seconds since the epoch and now (ms). */
export function notificationAge(createdAt: number, nowMs: number): string {
  const seconds = Math.max(0, Math.floor(nowMs / 1000 - createdAt));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}
