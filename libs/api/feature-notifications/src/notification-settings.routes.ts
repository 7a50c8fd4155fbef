import { requireSignIn, signedInUser } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  NotificationSettingsSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import type { NotificationsOptions } from './notifications-options';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

/**
 * `GET` and `PUT /v1/notifications/settings`: whether the user gets the daily email digest of
 * unread notifications (off until they opt in). Anonymous: 401.
 */
export const notificationSettingsRoutes: ResourcePlugin<NotificationsOptions> = async (
  app,
  { db },
) => {
  const schema = (summary: string) => ({
    tags: ['notifications'],
    summary,
    headers: SubdomainHeadersSchema,
    response: { 200: NotificationSettingsSchema, ...errors },
  });
  app.get(
    '/v1/notifications/settings',
    { preValidation: requireSignIn, schema: schema('Your notification settings') },
    async (request) => {
      const [row] = await db.query<{ emailDigest: boolean }>(
        'SELECT notification_digest AS "emailDigest" FROM users WHERE id = $1::uuid',
        [signedInUser(request).userId],
      );
      return { emailDigest: row?.emailDigest ?? false };
    },
  );
  app.put(
    '/v1/notifications/settings',
    {
      preValidation: requireSignIn,
      schema: {
        ...schema('Opt in or out of the daily email digest'),
        body: NotificationSettingsSchema,
      },
    },
    async (request) => {
      const { emailDigest } = request.body;
      // Opting in starts the digest from now: older notifications are not mailed.
      await db.query(
        `UPDATE users SET notification_digest = $2,
           notification_digest_sent_at = CASE WHEN $2 AND NOT notification_digest THEN now()
             ELSE notification_digest_sent_at END
         WHERE id = $1::uuid`,
        [signedInUser(request).userId, emailDigest],
      );
      return { emailDigest };
    },
  );
};
