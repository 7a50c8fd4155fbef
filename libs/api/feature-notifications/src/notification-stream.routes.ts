import type { FastifyReply, FastifyRequest } from 'fastify';
import { UnauthorizedError, subdomainKey } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { ApiErrorSchema, NotificationStreamQuerySchema } from '@unfurl/validators';
import type { NotificationFeed } from './notification-feed';
import { unreadAfter, unreadCount } from './notification-read.queries';
import type { Reader } from './notification-read.queries';
import type { NotificationRow } from './notification-row';
import type { NotificationsOptions } from './notifications-options';

/** Options of {@link notificationStreamRoutes}: the process's feed and the heartbeat period. */
export type NotificationStreamOptions = NotificationsOptions & {
  readonly feed: NotificationFeed;
  readonly heartbeatMs: number;
};

/** A slow reader with this much unsent is dropped (its EventSource reconnects and resumes). */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Most missed notifications replayed on a reconnect (`Last-Event-ID`). */
const MAX_REPLAY = 50;

/** The reader of a stream request: the token and tenant from the query (EventSource sends no headers). */
async function streamReader(request: FastifyRequest): Promise<Reader> {
  const query = request.query as { authorization?: string; subdomain?: string };
  const { authenticator, resolveTenant } = request.server.requestContext;
  const verified = await authenticator.verify(query.authorization, true);
  if (!verified) throw new UnauthorizedError('Sign in to use this.');
  const key = subdomainKey(query.subdomain ?? request.headers['subdomain']);
  const { auth, resolved } = authenticator.onTenant(verified, await resolveTenant(key));
  if (auth.kind !== 'user') throw new UnauthorizedError('Sign in to use this.');
  return { tenantId: resolved.tenant.id, userId: auth.userId };
}

/** One server-sent event. */
function event(name: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * `GET /v1/notifications/stream`: the signed-in user's new notifications as server-sent events
 * (`event: notification`, `id:` the notification id; first `event: unread` with the count), with
 * a heartbeat comment every 15 s. The id token and the tenant come in the query
 * (`authorization`, `subdomain`) as EventSource sends no headers; anonymous: 401. A reconnect with
 * `Last-Event-ID` first replays the unread notifications missed since that id.
 */
export const notificationStreamRoutes: ResourcePlugin<NotificationStreamOptions> = async (
  app,
  { db, feed, heartbeatMs },
) => {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });
  // Verified in onRequest, before the query is validated: anonymous hears 401 first.
  const readers = new WeakMap<FastifyRequest, Reader>();
  const authenticate = async (request: FastifyRequest) => {
    readers.set(request, await streamReader(request));
  };
  app.get(
    '/v1/notifications/stream',
    {
      onRequest: authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Your new notifications, live (text/event-stream)',
        querystring: NotificationStreamQuerySchema,
        response: { 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const reader = readers.get(request);
      if (!reader) throw new UnauthorizedError('Sign in to use this.');
      await stream(request, reply, reader);
    },
  );

  async function stream(request: FastifyRequest, reply: FastifyReply, reader: Reader) {
    const lastId = Number(request.headers['last-event-id']);
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(close);
      raw.end();
    };
    const send = (chunk: string) => {
      if (closed) return;
      if (raw.writableLength > MAX_BUFFERED_BYTES) return close();
      raw.write(chunk);
    };
    const pending: NotificationRow[] = [];
    let live = false;
    const { unsubscribe, ready } = feed.subscribe(reader, (notification) => {
      if (live) send(event('notification', notification, notification.id));
      else pending.push(notification);
    });
    const heartbeat = setInterval(() => send(': ping\n\n'), heartbeatMs);
    open.add(close);
    raw.on('close', close);
    try {
      await ready;
      const replay =
        Number.isSafeInteger(lastId) && lastId > 0
          ? await unreadAfter(db, reader, lastId, MAX_REPLAY)
          : [];
      send(`retry: 3000\n\n${event('unread', { unread: await unreadCount(db, reader) })}`);
      const sent = new Set<number>();
      for (const notification of [...replay, ...pending]) {
        if (sent.has(notification.id)) continue;
        sent.add(notification.id);
        send(event('notification', notification, notification.id));
      }
      live = true;
    } catch (error) {
      request.log.error({ err: error }, 'notification stream failed to start');
      close();
    }
  }
};
