// Shared setup for the client's tests: a scripted server, a recording logger and a session.
import { createApiClient } from '../create-api-client';
import type { ApiClient, ApiClientOptions, ApiLogger, SessionHooks } from '../types';
import { startScriptedServer, type ScriptedServer } from './scripted-server';

/** A logger that records what it was given. */
export interface RecordingLogger extends ApiLogger {
  readonly warnings: unknown[][];
  readonly errors: unknown[][];
}

/** Creates a recording logger. */
export function recordingLogger(): RecordingLogger {
  const warnings: unknown[][] = [];
  const errors: unknown[][] = [];
  return { warnings, errors, warn: (...a) => warnings.push(a), error: (...a) => errors.push(a) };
}

/** A session whose tokens the test controls; counts refresh and logout calls. */
export interface TestSession extends SessionHooks {
  token: string | undefined;
  tracker: string | undefined;
  refreshCalls: number;
  logouts: string[];
}

/** Creates a session; `refresh` resolves what `onRefresh` gives (default: undefined = failed). */
export function testSession(
  token: string | undefined,
  onRefresh: () => Promise<string | undefined> = async () => undefined,
): TestSession {
  const session: TestSession = {
    token,
    tracker: undefined,
    refreshCalls: 0,
    logouts: [],
    getIdToken: () => session.token,
    getTrackerCode: () => session.tracker,
    async refresh() {
      session.refreshCalls += 1;
      const next = await onRefresh();
      if (next) session.token = next;
      return next;
    },
    logout(reason) {
      session.logouts.push(reason);
      session.token = undefined;
    },
  };
  return session;
}

/** A running server plus a client pointed at it. */
export interface Fixture {
  readonly server: ScriptedServer;
  readonly logger: RecordingLogger;
  client(options?: Partial<ApiClientOptions>): ApiClient;
}

/** Starts a server; call `server.close()` in afterEach. */
export async function startFixture(): Promise<Fixture> {
  const server = await startScriptedServer();
  const logger = recordingLogger();
  return {
    server,
    logger,
    client: (options = {}) =>
      createApiClient({ baseUrl: server.url, subdomain: 'main', logger, ...options }),
  };
}
