import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';

/**
 * A Fastify instance typed by the TypeBox schemas of its routes: `request.query`, `params`,
 * `body` and `headers` have the `Static<>` types of the route's schemas (no casts).
 */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A resource lib's Fastify plugin, typed by its TypeBox schemas. */
export type ResourcePlugin<Options extends Record<string, unknown> = Record<never, never>> =
  FastifyPluginAsyncTypebox<Options>;

/** The same instance, typed by TypeBox schemas. */
export function typed(app: FastifyInstance): TypedApp {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

export type { TypeBoxTypeProvider };
