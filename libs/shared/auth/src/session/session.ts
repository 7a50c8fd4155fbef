import { UnauthorizedError, type SessionHooks } from '@unfurl/api-client';
import { API_ERROR_CODE, MESSAGES } from '@unfurl/domain';
import type { AuthResult } from '@unfurl/domain';
import type { TokenCookies } from '../cookies/token-cookies';
import type { IdentityClient } from '../identity/identity-client';

/** Logs warnings (refresh and sign-out failures); `console` by default. */
export interface AuthLogger {
  warn(...args: unknown[]): void;
}

/**
 * The signed-in session: token cookies plus the identity service. `hooks` is what the API
 * client takes (bearer id token, tracker code, refresh, logout on a failed refresh).
 */
export interface Session {
  readonly cookies: TokenCookies;
  readonly hooks: SessionHooks;
  /** Password login; the tokens are saved. Rejects with IdentityError. */
  signIn(email: string, password: string): Promise<AuthResult>;
  /** Saves tokens from any sign-in (social, signup). */
  save(result: AuthResult): void;
  /** Refreshes with the refresh-token cookie; saves and resolves the new id token. */
  refresh(): Promise<string | undefined>;
  /** ChangePassword with the access-token cookie. Rejects with IdentityError. */
  changePassword(previous: string, proposed: string): Promise<void>;
  /** Ends the session at the service (best effort) and deletes the token cookies. */
  signOut(): Promise<void>;
  /** Called when a refresh failed: tokens are already cleared. */
  onEnded(listener: (reason: string) => void): () => void;
}

/** Options of {@link createSession}. */
export interface SessionOptions {
  readonly cookies: TokenCookies;
  readonly identity: IdentityClient;
  readonly logger?: AuthLogger;
}

/** Creates the session. Concurrent refreshes share one identity call. */
export function createSession(options: SessionOptions): Session {
  const { cookies, identity } = options;
  const logger = options.logger ?? console;
  const listeners = new Set<(reason: string) => void>();
  let refreshing: Promise<string | undefined> | undefined;

  async function runRefresh(): Promise<string | undefined> {
    const token = cookies.refreshToken();
    if (!token) return undefined;
    try {
      const result = await identity.refresh(token);
      // A rotated refresh token comes back; without one the old stays valid.
      cookies.save(result);
      return result.IdToken;
    } catch (error) {
      logger.warn('Token refresh failed', error);
      return undefined;
    }
  }

  const session: Session = {
    cookies,
    hooks: {
      getIdToken: () => cookies.idToken(),
      getTrackerCode: () => cookies.trackerCode(),
      refresh: () => session.refresh(),
      logout(reason) {
        cookies.clear();
        for (const listener of [...listeners]) listener(reason);
      },
    },
    async signIn(email, password) {
      const result = await identity.signIn(email, password);
      cookies.save(result);
      return result;
    },
    save: (result) => cookies.save(result),
    refresh() {
      refreshing ??= runRefresh().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
    async changePassword(previous, proposed) {
      let access = cookies.accessToken();
      if (!access && (await session.refresh())) access = cookies.accessToken();
      if (!access) {
        throw new UnauthorizedError({
          status: 401,
          detail: MESSAGES.userNotLoggedIn,
          code: API_ERROR_CODE.UNAUTHORIZED,
        });
      }
      await identity.changePassword(access, previous, proposed);
    },
    async signOut() {
      const access = cookies.accessToken();
      cookies.clear();
      if (!access) return;
      try {
        await identity.globalSignOut(access);
      } catch (error) {
        logger.warn('Sign-out at the identity service failed', error);
      }
    },
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return session;
}
