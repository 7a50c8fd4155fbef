import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCancelledError } from '../errors/guards';
import { startScriptedServer, type ScriptedServer } from '../test-support/scripted-server';
import { createImageryApi } from './imagery-api';

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
const BOX = [-11.6, 24.5, -11.2, 24.9] as const;
const FEB = { from: '2020-02-01T00:00:00Z', to: '2020-02-29T23:59:59Z' };

// The calls themselves run against the real server in apps/api/src/client-contract; this one needs
// a response held back long enough to cancel it.
describe('imagery calls: cancellation', () => {
  let server: ScriptedServer;
  beforeEach(async () => {
    server = await startScriptedServer();
  });
  afterEach(() => server.close());

  it('rethrows a cancelled call unchanged and logs nothing', async () => {
    server.route('POST /imagery/search', { body: { items: [] }, delayMs: 300 });
    const logged: unknown[] = [];
    const client = createImageryApi({
      baseUrl: `${server.url}imagery`,
      logger: { ...quiet, error: (...a: unknown[]) => void logged.push(a) },
    });
    const controller = new AbortController();
    const pending = client.search(
      { bbox: BOX, timeRange: FEB, satellites: [] },
      { signal: controller.signal },
    );
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelledError(error)).toBe(true);
    expect(logged).toEqual([]);
  });
});
