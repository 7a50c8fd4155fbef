import {
  NotFoundError,
  type ApiClient,
  type ProfileUpdate,
  type SignupRequest,
} from '@unfurl/api-client';
import { API_ERROR_CODE, LIMITS, MESSAGES, isNewProfile } from '@unfurl/domain';
import type { AccountState, AuthResult, UserProfile } from '@unfurl/domain';
import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Session } from '../session/session';
import { realAccountClock, type AccountClock } from './account-clock';
import { accountPermission } from './account-permission';
import type { AccountPermission, AccountTenant } from './account-permission';
import { toMyProfile } from './my-profile';

/** Where the profile problem is known: not yet checked, loading, or settled. */
export const ACCOUNT_STATUS = {
  Unknown: 'unknown',
  Loading: 'loading',
  Ready: 'ready',
} as const;

/** One account status. */
export type AccountStatus = (typeof ACCOUNT_STATUS)[keyof typeof ACCOUNT_STATUS];

/** Account state plus the full own profile, and the account actions. */
export interface AccountStoreState extends AccountState {
  readonly status: AccountStatus;
  /** The full own profile while signed in. */
  readonly profile: UserProfile | null;
  /** The tenant the page runs on; null until known. */
  readonly tenant: AccountTenant | null;
  /** The user's permission on the current tenant (level, label, access); null when signed out. */
  readonly permission: AccountPermission | null;
  /** Sets the current tenant and recomputes the permission. */
  setTenant(tenant: AccountTenant): void;
  /** Reads the cookies once, then polls the id-token cookie every 300 ms. */
  start(): () => void;
  /** Password sign-in, then the profile. Rejects with IdentityError. */
  signIn(email: string, password: string): Promise<void>;
  /** Saves tokens from any sign-in, then fetches the profile. */
  completeSignIn(result: AuthResult): Promise<void>;
  /** `POST /v1/user` then sign-in. Rejects with ApiError or IdentityError. */
  signUp(payload: SignupRequest): Promise<void>;
  /** Fetches the own profile: success sets loggedIn, failure clears it. */
  loadProfile(): Promise<boolean>;
  /** `PUT /v1/user`; a failure shows 'Failed to update profile' and rejects. */
  updateProfile(fields: ProfileUpdate): Promise<UserProfile>;
  /** ChangePassword, then a fresh sign-in (the change ends every session). */
  changePassword(previous: string, proposed: string): Promise<void>;
  /** Clears the tokens and reloads the page. */
  logout(): Promise<void>;
  setMyPoints(points: number): void;
  setMyListings(ids: readonly number[]): void;
}

/** The store. React subscribes with zustand's `useStore(store, selector)`. */
export type AccountStore = StoreApi<AccountStoreState>;

/** Options of {@link createAccountStore}. */
export interface AccountStoreOptions {
  readonly client: Pick<ApiClient, 'user'>;
  readonly session: Session;
  /** Shows a toast. */
  readonly notify: (kind: 'error' | 'success' | 'info', message: string) => void;
  /** Reloads the page; `location.reload()` in the browser. */
  readonly reload: () => void;
  readonly clock?: AccountClock;
  /** The current tenant; otherwise set later with `setTenant`. */
  readonly tenant?: AccountTenant;
  readonly logger?: { warn(...args: unknown[]): void };
}

const signedOut = {
  loggedIn: false,
  myProfile: null,
  profile: null,
  permission: null,
  myPoints: 0,
  myListings: [],
};

/** Creates the account store. Nothing is fetched until `start()` or a sign-in. */
export function createAccountStore(options: AccountStoreOptions): AccountStore {
  const { client, session, notify, reload } = options;
  const clock = options.clock ?? realAccountClock;
  const logger = options.logger ?? console;
  const { cookies } = session;

  const store = createStore<AccountStoreState>()(
    immer((set, get) => {
      const sendTrackingIfNew = (profile: UserProfile) => {
        if (profile.createdAt === undefined || !isNewProfile(profile.createdAt, clock.now()))
          return;
        const tracker = cookies.trackerCode();
        client.user
          .trackingInfo(tracker ? { tracker } : {})
          .catch((error: unknown) => logger.warn('Tracking update failed', error));
      };

      const endSession = () => set({ ...signedOut, status: ACCOUNT_STATUS.Ready });

      return {
        ...signedOut,
        status: ACCOUNT_STATUS.Unknown,
        tenant: options.tenant ?? null,
        setTenant(tenant) {
          set({ tenant, permission: accountPermission(get().profile, tenant) });
        },
        start() {
          const check = async () => {
            const { loggedIn, status } = get();
            if (status === ACCOUNT_STATUS.Loading) return;
            const present = Boolean(cookies.idToken());
            if (present && !loggedIn) {
              await get().loadProfile();
            } else if (!present && (loggedIn || status === ACCOUNT_STATUS.Unknown)) {
              // The id token expired with its cookie: a refresh token may renew it.
              if (cookies.refreshToken()) {
                set({ status: ACCOUNT_STATUS.Loading });
                const token = await session.refresh();
                set({ status: ACCOUNT_STATUS.Ready });
                if (token) return void (await get().loadProfile());
                cookies.clear();
              }
              endSession();
            }
          };
          void check();
          const handle = clock.setInterval(() => void check(), LIMITS.loginPollMs);
          return () => clock.clearInterval(handle);
        },
        async signIn(email, password) {
          await session.signIn(email, password);
          await get().loadProfile();
        },
        async completeSignIn(result) {
          session.save(result);
          await get().loadProfile();
        },
        async signUp(payload) {
          const created = await client.user.signup(payload);
          if (created.accessToken && created.refreshToken) {
            await get().completeSignIn({
              IdToken: created.idToken,
              AccessToken: created.accessToken,
              RefreshToken: created.refreshToken,
              ExpiresIn: created.expiresIn ?? 3600,
            });
          } else {
            await get().signIn(payload.email, payload.password);
          }
        },
        async loadProfile() {
          set({ status: ACCOUNT_STATUS.Loading });
          try {
            const profile = await client.user.me();
            if (!profile) {
              throw new NotFoundError({
                status: 404,
                detail: MESSAGES.userProfileNotFound,
                code: API_ERROR_CODE.NOT_FOUND,
              });
            }
            set({
              loggedIn: true,
              status: ACCOUNT_STATUS.Ready,
              profile,
              myProfile: toMyProfile(profile),
              permission: accountPermission(profile, get().tenant),
              myPoints: profile.points ?? 0,
            });
            sendTrackingIfNew(profile);
            return true;
          } catch (error) {
            logger.warn('Profile fetch failed', error);
            // The tokens cannot be used: drop them so the poll does not try again.
            cookies.clear();
            endSession();
            notify('error', MESSAGES.profileProblem);
            return false;
          }
        },
        async updateProfile(fields) {
          try {
            const profile = await client.user.update(fields);
            set({
              profile,
              myProfile: toMyProfile(profile),
              permission: accountPermission(profile, get().tenant),
            });
            return profile;
          } catch (error) {
            notify('error', MESSAGES.updateProfile);
            throw error;
          }
        },
        async changePassword(previous, proposed) {
          await session.changePassword(previous, proposed);
          const email = get().myProfile?.email;
          if (email) await session.signIn(email, proposed);
        },
        async logout() {
          await session.signOut();
          endSession();
          reload();
        },
        setMyPoints: (points) => set({ myPoints: points }),
        setMyListings: (ids) => set({ myListings: [...ids] }),
      };
    }),
  );

  // A failed refresh (the API client's 401 path) has cleared the tokens: log out.
  session.onEnded(() => {
    store.setState({ ...signedOut, status: ACCOUNT_STATUS.Ready });
    reload();
  });
  return store;
}
