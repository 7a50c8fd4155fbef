import type { ApiLogger, SessionHooks } from '../types';

/** Reason passed to `session.logout` when a token refresh failed. */
export const REFRESH_FAILED_REASON = 'Token refresh failed';

/** Serialises token refreshes: one at a time, shared by every request that needs it. */
export interface RefreshGate {
  /** Resolves once no refresh is running (other requests pause here, R-006). */
  idle(): Promise<void>;
  /** Joins the running refresh or starts one; resolves the new id token or undefined. */
  refresh(): Promise<string | undefined>;
}

/** Creates the gate for one session. On failure it calls `session.logout` exactly once. */
export function createRefreshGate(session: SessionHooks, logger: ApiLogger): RefreshGate {
  let running: Promise<string | undefined> | undefined;

  const run = async (): Promise<string | undefined> => {
    let token: string | undefined;
    try {
      token = await session.refresh();
    } catch (error) {
      logger.warn('Token refresh failed', error);
    }
    if (!token) session.logout(REFRESH_FAILED_REASON);
    return token || undefined;
  };

  return {
    async idle() {
      while (running) await running;
    },
    refresh() {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
