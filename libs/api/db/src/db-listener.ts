// LISTEN on a channel of the database, for the engines that can: a dedicated node-postgres
// connection beside the pool (PostgreSQL, or the embedded database's process over its socket),
// or PGlite's own `listen` when it runs in this process.
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './db';

/** A running LISTEN; `close` stops it. */
export interface ChannelListener {
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * Calls `onNotify` with the payload of each NOTIFY on `channel` (a lowercase identifier), from any
 * process sharing the database. Resolves undefined when this database offers no listening
 * connection; a listening connection that breaks calls `onLost` (the caller polls instead).
 */
export async function listenToChannel(
  db: Db,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: (error: unknown) => void = () => undefined,
): Promise<ChannelListener | undefined> {
  if (!CHANNEL.test(channel)) throw new Error(`channel "${channel}" is not a lowercase identifier`);
  const engine = db as Db & { readonly pool?: unknown; readonly pglite?: PGlite };
  if (engine.pool instanceof pg.Pool) {
    const client = new pg.Client(engine.pool.options);
    client.on('error', onLost);
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    return { close: () => client.end() };
  }
  if (engine.pglite && typeof engine.pglite.listen === 'function') {
    const unlisten = await engine.pglite.listen(channel, onNotify);
    return { close: () => unlisten() };
  }
  return undefined;
}
