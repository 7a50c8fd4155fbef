import { LIMITS } from '@unfurl/domain';
import type { SendJson } from '../http/send-json';
import type { CallOptions } from '../types';
import type {
  NotificationSettings,
  NotificationWire,
  NotificationsPage,
  NotificationsQuery,
  NotificationsUnread,
} from '../notifications-wire';

/**
 * The signed-in user's notifications (1§7). Every call skips the response cache (they change
 * under the same URL); failures reject with the ApiError, so the interface can show
 * 'Failed to fetch notifications: {detail}'.
 */
export interface NotificationsApi {
  /** `GET /v1/notifications`, 6 per page unless told: GLOBAL first. */
  list(query?: NotificationsQuery, options?: CallOptions): Promise<NotificationsPage>;
  /** `GET /v1/notifications/grouped`: one entry per group with its `groupCount`. */
  grouped(query?: NotificationsQuery, options?: CallOptions): Promise<NotificationsPage>;
  /** `GET /v1/notifications/unread-count`. */
  unreadCount(options?: CallOptions): Promise<NotificationsUnread>;
  /** `PUT /v1/notifications/{id}/read`: the unread count after it. */
  markRead(id: number, options?: CallOptions): Promise<NotificationsUnread>;
  /** `PUT /v1/notifications/read`: every notification read. */
  markAllRead(options?: CallOptions): Promise<NotificationsUnread>;
  /** `POST /v1/notifications/announcements` (tenant admins): a GLOBAL notification. */
  announce(message: string, options?: CallOptions): Promise<NotificationWire>;
  /** `GET /v1/notifications/settings`. */
  settings(options?: CallOptions): Promise<NotificationSettings>;
  /** `PUT /v1/notifications/settings`: opt in or out of the daily email digest. */
  updateSettings(
    settings: NotificationSettings,
    options?: CallOptions,
  ): Promise<NotificationSettings>;
  /**
   * The URL of the live stream for an EventSource (`GET /v1/notifications/stream`), carrying the
   * current id token and the tenant in the query; undefined when nobody is signed in.
   */
  streamUrl(): string | undefined;
}

/** Where the stream is and with which credentials (the client's own settings). */
export interface NotificationStreamTarget {
  readonly baseUrl: string;
  readonly subdomain: () => string;
  readonly idToken: () => string | undefined;
}

/** The notification calls over the shared JSON sender; each drops the response cache first. */
export function createNotificationsApi(
  sendJson: SendJson,
  clearCache: () => void,
  stream: NotificationStreamTarget,
): NotificationsApi {
  const send: SendJson = (request, options) => {
    clearCache();
    return sendJson(request, options);
  };
  const page =
    (path: string) =>
    (query: NotificationsQuery = {}, options?: CallOptions) =>
      send<NotificationsPage>(
        { method: 'GET', path, query: { limit: LIMITS.notificationsPage, ...query } },
        options,
      );
  return {
    list: page('v1/notifications'),
    grouped: page('v1/notifications/grouped'),
    unreadCount: (options) =>
      send({ method: 'GET', path: 'v1/notifications/unread-count' }, options),
    markRead: (id, options) =>
      send(
        { method: 'PUT', path: `v1/notifications/${encodeURIComponent(String(id))}/read` },
        options,
      ),
    markAllRead: (options) => send({ method: 'PUT', path: 'v1/notifications/read' }, options),
    announce: (message, options) =>
      send({ method: 'POST', path: 'v1/notifications/announcements', body: { message } }, options),
    settings: (options) => send({ method: 'GET', path: 'v1/notifications/settings' }, options),
    updateSettings: (settings, options) =>
      send({ method: 'PUT', path: 'v1/notifications/settings', body: settings }, options),
    streamUrl: () => {
      const token = stream.idToken();
      if (!token) return undefined;
      const query = new URLSearchParams({ authorization: token, subdomain: stream.subdomain() });
      const base = stream.baseUrl.endsWith('/') ? stream.baseUrl : `${stream.baseUrl}/`;
      return `${base}v1/notifications/stream?${query.toString()}`;
    },
  };
}
