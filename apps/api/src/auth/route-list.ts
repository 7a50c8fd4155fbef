import type { FastifyInstance } from 'fastify';

/** One registered route: method and URL pattern as Fastify has them. */
export interface RouteEntry {
  readonly method: string;
  readonly url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, in registration order (for the per-route permission test). */
    routeList: readonly RouteEntry[];
  }
}

/** Records every route registered after this call on `app.routeList` (call it first). */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method: String(method), url: route.url });
  });
}
