import {
  NotFoundError,
  decodeOffsetCursor,
  encodeOffsetCursor,
  requirePermission,
  requireSignIn,
  signedInUser,
  tenantOf,
} from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import type { FastifyRequest } from 'fastify';
import { PERMISSION_LEVEL } from '@unfurl/domain';
import {
  AnnouncementBodySchema,
  ApiErrorSchema,
  NotificationIdParamsSchema,
  NotificationSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  NotificationsUnreadSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import {
  findVisibleNotification,
  listGroupedNotifications,
  listNotifications,
  unreadCount,
} from './notification-read.queries';
import type { Reader } from './notification-read.queries';
import {
  insertAnnouncement,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification-marks.queries';
import type { NotificationsOptions } from './notifications-options';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/** The signed-in requester on the request's tenant (401 when anonymous). */
function readerOf(request: FastifyRequest): Reader {
  return { tenantId: tenantOf(request).tenant.id, userId: signedInUser(request).userId };
}

const PAGES = [
  { path: '/v1/notifications', list: listNotifications, summary: 'Your notifications' },
  {
    path: '/v1/notifications/grouped',
    list: listGroupedNotifications,
    summary: 'Your notifications, one entry per group (e.g. the likes of one listing)',
  },
] as const;

/**
 * The signed-in user's notifications (1§7, R-326..R-330): pages of 6 by default, GLOBAL first,
 * then newest first (`onlyUnread`, `limit`, `nextCursor`; `{ notifications, nextCursor, total }`),
 * the unread count, read marks (one, all) and the tenant admins' GLOBAL announcements.
 * Anonymous: 401 before anything else.
 */
export const notificationsRoutes: ResourcePlugin<NotificationsOptions> = async (app, { db }) => {
  for (const { path, list, summary } of PAGES) {
    app.get(
      path,
      {
        preValidation: requireSignIn,
        schema: {
          tags: ['notifications'],
          summary: `${summary}: GLOBAL first, then newest first, 6 per page by default`,
          headers: SubdomainHeadersSchema,
          querystring: NotificationsQuerySchema,
          response: { 200: NotificationsPageSchema, ...errors },
        },
      },
      async (request) => {
        const { onlyUnread, limit, nextCursor } = request.query;
        const offset = decodeOffsetCursor(nextCursor);
        const { rows, total } = await list(db, readerOf(request), { onlyUnread, limit, offset });
        const next = offset + rows.length;
        return {
          notifications: rows,
          nextCursor: rows.length > 0 && next < total ? encodeOffsetCursor(next) : null,
          total,
        };
      },
    );
  }

  app.get(
    '/v1/notifications/unread-count',
    {
      preValidation: requireSignIn,
      schema: {
        tags: ['notifications'],
        summary: 'How many of your notifications are unread',
        headers: SubdomainHeadersSchema,
        response: { 200: NotificationsUnreadSchema, ...errors },
      },
    },
    async (request) => ({ unread: await unreadCount(db, readerOf(request)) }),
  );

  app.put(
    '/v1/notifications/:id/read',
    {
      preValidation: requireSignIn,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read; answers the unread count after it',
        headers: SubdomainHeadersSchema,
        params: NotificationIdParamsSchema,
        response: { 200: NotificationsUnreadSchema, ...errors },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      if (!(await markNotificationRead(db, reader, request.params.id))) {
        throw new NotFoundError('Notification not found');
      }
      return { unread: await unreadCount(db, reader) };
    },
  );

  app.put(
    '/v1/notifications/read',
    {
      preValidation: requireSignIn,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        headers: SubdomainHeadersSchema,
        response: { 200: NotificationsUnreadSchema, ...errors },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      await markAllNotificationsRead(db, reader);
      return { unread: await unreadCount(db, reader) };
    },
  );

  app.post(
    '/v1/notifications/announcements',
    {
      preValidation: requirePermission(PERMISSION_LEVEL.Admin),
      schema: {
        tags: ['notifications'],
        summary: 'Announce to every user of this site (a GLOBAL notification; tenant admins)',
        headers: SubdomainHeadersSchema,
        body: AnnouncementBodySchema,
        response: { 201: NotificationSchema, 403: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      const id = await insertAnnouncement(db, reader, request.body.message);
      const stored = await findVisibleNotification(db, reader, id);
      if (!stored) throw new Error('announcement not readable');
      return reply.status(201).send(stored);
    },
  );
};
