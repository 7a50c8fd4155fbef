import { createHash } from 'node:crypto';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUserAuth, tenantOf } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ANALYTICS_LIMITS,
  ApiErrorSchema,
  GenericEventBodySchema,
  ImageryEventBodySchema,
  ListingEventBodySchema,
  NoContentSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { TooManyEventsError } from './analytics-errors';
import { recordAnalyticsEvent } from './analytics-events.queries';
import { checkGeometryWkt, checkPreviewUrl } from './analytics-input';
import { DEFAULT_ANALYTICS_RATE_LIMIT } from './analytics-options';
import type { AnalyticsOptions } from './analytics-options';
import { EVENT_KIND, LISTING_VIEW_ACTION, eventKey, pointsOf, utcDay } from './analytics-points';
import type { EventTarget } from './analytics-points';
import { createEventRateLimiter } from './analytics-rate-limit';

/** What a route hands to {@link AnalyticsRecorder}: the event without who, where and when. */
interface EventInput {
  readonly target: EventTarget;
  readonly action: string;
  readonly listingId?: number;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** Drops the undefined fields of a body (the payload keeps what was sent). */
const sent = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** Who sent the event: the user, or a hash of the client address (no address is stored). */
function actorOf(request: FastifyRequest): { actor: string; userId: string | undefined } {
  const { auth } = request;
  if (auth && isUserAuth(auth)) return { actor: `user:${auth.userId}`, userId: auth.userId };
  const hash = createHash('sha256').update(request.ip).digest('base64url').slice(0, 22);
  return { actor: `ip:${hash}`, userId: undefined };
}

/**
 * `POST /v1/analytics` (imagery), `/v1/analytics/listing` and `/v1/analytics/generic` (2§7;
 * R-344..R-350). Anonymous events are accepted (they earn nothing). Bad input is a 400 naming the
 * field and a flood a 429; otherwise the answer is 204 at once after the one statement, and a
 * database failure is logged, never answered (analytics errors are logged only).
 */
export const analyticsRoutes: ResourcePlugin<AnalyticsOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? Date.now;
  const limiter = createEventRateLimiter(options.rateLimit ?? DEFAULT_ANALYTICS_RATE_LIMIT, now);

  async function accept(request: FastifyRequest, reply: FastifyReply, input: EventInput) {
    const { actor, userId } = actorOf(request);
    if (!limiter.hit(actor)) throw new TooManyEventsError(Math.ceil(limiter.retryAfterMs() / 1000));
    const { tenant, scope } = tenantOf(request);
    const action = input.action.toUpperCase();
    const key = eventKey(input.target, action);
    try {
      await recordAnalyticsEvent(db, {
        tenantId: tenant.id,
        scope,
        userId,
        actor,
        kind: input.target.kind,
        action,
        listingId: input.listingId,
        payload: input.payload,
        eventKey: key,
        points: key && userId ? pointsOf(input.target.kind, action) : 0,
        countsView: input.target.kind === EVENT_KIND.listing && action === LISTING_VIEW_ACTION,
        day: utcDay(new Date(now())),
      });
    } catch (error) {
      request.log.error({ err: error, kind: input.target.kind, action }, 'analytics event lost');
    }
    return reply.status(204).send(null);
  }

  const schema = <Body extends TSchema>(summary: string, body: Body) => ({
    tags: ['analytics'],
    summary,
    headers: SubdomainHeadersSchema,
    body,
    response: {
      204: NoContentSchema,
      400: ApiErrorSchema,
      413: ApiErrorSchema,
      429: ApiErrorSchema,
    },
  });
  const bodyLimit = ANALYTICS_LIMITS.bodyBytes;

  app.post(
    '/v1/analytics',
    {
      bodyLimit,
      schema: schema('Record an imagery event (view, download, share)', ImageryEventBodySchema),
    },
    async (request, reply) => {
      const { action, provider, product, geometryWKT, id, previewUrl } = request.body;
      if (geometryWKT !== undefined && geometryWKT !== '') checkGeometryWkt(geometryWKT);
      if (previewUrl !== undefined && previewUrl !== '') checkPreviewUrl(previewUrl);
      return accept(request, reply, {
        target: {
          kind: EVENT_KIND.imagery,
          provider: provider ?? '',
          product: product ?? '',
          sceneId: id,
        },
        action,
        payload: sent({ provider, product, geometryWKT, id, previewUrl }),
      });
    },
  );
  app.post(
    '/v1/analytics/listing',
    {
      bodyLimit,
      schema: schema(
        'Record an event of a listing (a view counts toward popularity)',
        ListingEventBodySchema,
      ),
    },
    async (request, reply) => {
      const { action, id, note, isTask } = request.body;
      return accept(request, reply, {
        target: { kind: EVENT_KIND.listing, listingId: id },
        action,
        listingId: id,
        payload: sent({ note, isTask }),
      });
    },
  );
  app.post(
    '/v1/analytics/generic',
    {
      bodyLimit,
      schema: schema('Record any other interface event (earns no points)', GenericEventBodySchema),
    },
    async (request, reply) => {
      const { category, action, label, note } = request.body;
      return accept(request, reply, {
        target: { kind: EVENT_KIND.generic },
        action,
        payload: sent({ category, label, note }),
      });
    },
  );
};
