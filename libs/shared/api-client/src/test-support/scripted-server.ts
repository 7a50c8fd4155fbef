// A real HTTP server for the client's own tests: each test scripts the routes it needs.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server saw it. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** What a scripted route answers. */
export interface Reply {
  readonly status?: number;
  /** JSON-encoded unless `raw` is given. */
  readonly body?: unknown;
  readonly raw?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly delayMs?: number;
}

/** A route handler; may look at the request (e.g. its Authorization header). */
export type Route = (request: SeenRequest) => Reply | Promise<Reply>;

/** The running server. */
export interface ScriptedServer {
  /** Base URL ending in '/'. */
  readonly url: string;
  /** Every request received, in order. */
  readonly requests: SeenRequest[];
  /** Scripts `METHOD /path` (path without query). */
  route(key: string, route: Route | Reply): void;
  /** Requests received for `METHOD /path`. */
  seen(key: string): SeenRequest[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a server on an ephemeral port of 127.0.0.1. */
export async function startScriptedServer(): Promise<ScriptedServer> {
  const routes = new Map<string, Route>();
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(seen);
      const route = routes.get(`${seen.method} ${seen.path}`);
      const notFound: Reply = { status: 404, body: { message: 'No route', code: 'NOT_FOUND' } };
      void Promise.resolve(route ? route(seen) : notFound).then(async (reply) => {
        if (reply.delayMs) await sleep(reply.delayMs);
        const payload = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
        res.writeHead(reply.status ?? 200, {
          ...(reply.raw === undefined && payload ? { 'Content-Type': 'application/json' } : {}),
          ...reply.headers,
        });
        res.end(seen.method === 'HEAD' ? undefined : payload);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    route(key, route) {
      routes.set(key, typeof route === 'function' ? route : () => route);
    },
    seen: (key) => requests.filter((r) => `${r.method} ${r.path}` === key),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
