import { createConnection, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';

/** A loopback TCP proxy to a server that a test can cut and restore (a network outage). */
export interface TcpProxy {
  /** The proxy's port on 127.0.0.1 (the same after {@link TcpProxy.restore}). */
  readonly port: number;
  /** Drops every connection and stops listening: new connections are refused. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a proxy on a free port of 127.0.0.1 that pipes each connection to `target`. */
export async function startTcpProxy(target: {
  readonly host: string;
  readonly port: number;
}): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const serve = (client: Socket): void => {
    const upstream = createConnection(target);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const listen = (server: Server, port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  let server: Server | undefined = createServer(serve);
  const port = await listen(server, 0);
  const cut = async (): Promise<void> => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    port,
    cut,
    async restore() {
      if (server) return;
      server = createServer(serve);
      await listen(server, port);
    },
    close: cut,
  };
}
