import { createStore, type StoreApi } from 'zustand/vanilla';

/** The views of the account dialog. */
export const ACCOUNT_VIEW = {
  SignIn: 'signIn',
  SignUp: 'signUp',
  ForgotPassword: 'forgotPassword',
  ChangePassword: 'changePassword',
} as const;

/** One account dialog view. */
export type AccountView = (typeof ACCOUNT_VIEW)[keyof typeof ACCOUNT_VIEW];

/** Options when opening the dialog. */
export interface OpenOptions {
  /** Followed after the dialog closes on a successful sign-in. */
  readonly redirect?: string | null;
  /** The dialog cannot be dismissed (forced login, R-077). */
  readonly forced?: boolean;
}

/** State of the account dialog: which view is open, the redirect and whether it is forced. */
export interface AccountDialogState {
  readonly view: AccountView | null;
  readonly redirect: string | null;
  readonly forced: boolean;
  open(view?: AccountView, options?: OpenOptions): void;
  show(view: AccountView): void;
  /** Closes unless forced; `force` closes a forced dialog too (after sign-in). */
  close(force?: boolean): void;
}

/** The store. */
export type AccountDialogStore = StoreApi<AccountDialogState>;

/** Creates the dialog store; closed at first. */
export function createAccountDialogStore(): AccountDialogStore {
  return createStore<AccountDialogState>()((set, get) => ({
    view: null,
    redirect: null,
    forced: false,
    // Opening again while a forced dialog shows keeps it forced and keeps its redirect.
    open: (view = ACCOUNT_VIEW.SignIn, options = {}) =>
      set((s) => {
        const keep = s.view !== null && s.forced;
        return {
          view,
          redirect: options.redirect ?? (keep ? s.redirect : null),
          forced: options.forced ?? keep,
        };
      }),
    show: (view) => set({ view }),
    close: (force = false) => {
      if (get().forced && !force) return;
      set({ view: null, forced: false, redirect: null });
    },
  }));
}

const stores = new WeakMap<object, AccountDialogStore>();

/** The one dialog store of a page load, keyed by the services object. */
export function accountDialogFor(services: object): AccountDialogStore {
  let store = stores.get(services);
  if (!store) {
    store = createAccountDialogStore();
    stores.set(services, store);
  }
  return store;
}
