import { listenToChannel } from '@unfurl/api-db';
import type { ChannelListener } from '@unfurl/api-db';
import { useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { scheduleDigests } from './notification-digest.schedule';
import { createNotificationFeed } from './notification-feed';
import { notificationSettingsRoutes } from './notification-settings.routes';
import { notificationStreamRoutes } from './notification-stream.routes';
import { notificationsRoutes } from './notifications.routes';
import type { NotificationsOptions } from './notifications-options';

/** The `/v1` routes: tenant from the `Subdomain` header, the requester from the bearer token. */
const V1_ROUTES = [notificationsRoutes, notificationSettingsRoutes] as const;

/**
 * The notifications resource (1§7): the user's pages (plain and grouped), read marks, the unread
 * count, announcements, the digest setting, the live event stream and the daily email digest.
 * Producers are database triggers (migration 0019), so no other lib calls this one.
 */
export const notificationsPlugin: ResourcePlugin<NotificationsOptions> = async (app, options) => {
  const feed = createNotificationFeed(options.db, {
    intervalMs: options.pollIntervalMs ?? 1000,
    onError: (error) => app.log.warn({ err: error }, 'notification feed poll failed'),
  });
  // Every insert NOTIFYs `unfurl_notifications` (migration 0014): where the engine lets this
  // process LISTEN, a notify wakes the feed at once; the poll stays as the safety net.
  let listener: ChannelListener | undefined;
  app.addHook('onReady', async () => {
    listener = await listenToChannel(
      options.db,
      'unfurl_notifications',
      () => feed.wake(),
      (error) => app.log.warn({ err: error }, 'notification LISTEN lost; polling only'),
    ).catch((error: unknown) => {
      app.log.warn({ err: error }, 'cannot LISTEN for notifications; polling only');
      return undefined;
    });
  });
  app.addHook('onClose', async () => {
    feed.stop();
    await listener?.close().catch(() => undefined);
  });
  if (options.jobs) {
    scheduleDigests(app, {
      db: options.db,
      jobs: options.jobs,
      mailer: options.mailer,
      outboxDir: options.outboxDir,
      checkMs: options.digestCheckMs ?? 3_600_000,
    });
  }
  await app.register(async (v1) => {
    useRequestContext(v1);
    for (const routes of V1_ROUTES) await v1.register(routes, options);
  });
  // The stream reads its token and tenant from the query (EventSource sends no headers).
  await app.register(notificationStreamRoutes, {
    ...options,
    feed,
    heartbeatMs: options.heartbeatMs ?? 15_000,
  });
};
