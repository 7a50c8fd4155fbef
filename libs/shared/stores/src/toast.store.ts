import { LIMITS } from '@unfurl/domain';
import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { GENERIC_ERROR_MESSAGE } from './messages';
import { realScheduler, type Scheduler } from './scheduler';

/** Kinds of toast. */
export const TOAST_KIND = {
  Success: 'success',
  Error: 'error',
  Info: 'info',
} as const;

/** One toast kind. */
export type ToastKind = (typeof TOAST_KIND)[keyof typeof TOAST_KIND];

/** A notification shown top right. */
export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

/** Toast state and actions. */
export interface ToastState {
  /** Oldest first. */
  readonly toasts: readonly Toast[];
  /** Shows a toast that closes itself after the duration; returns its id. */
  show(kind: ToastKind, message: string): number;
  success(message: string): number;
  /** An error toast; 'Something went wrong.' when no message is given. */
  error(message?: string): number;
  info(message: string): number;
  dismiss(id: number): void;
}

/** The store. */
export type ToastStore = StoreApi<ToastState>;

/** Options of `createToastStore`. */
export interface ToastStoreOptions {
  readonly scheduler?: Scheduler;
  /** Default 5000 ms. */
  readonly durationMs?: number;
}

/** Creates the toast store. */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const scheduler = options.scheduler ?? realScheduler;
  const durationMs = options.durationMs ?? LIMITS.toastMs;
  const timers = new Map<number, unknown>();
  let nextId = 1;

  return createStore<ToastState>()(
    immer((set, get) => ({
      toasts: [],
      show(kind, message) {
        const id = nextId++;
        set((s) => void s.toasts.push({ id, kind, message }));
        timers.set(
          id,
          scheduler.setTimeout(() => get().dismiss(id), durationMs),
        );
        return id;
      },
      success: (message) => get().show(TOAST_KIND.Success, message),
      error: (message = GENERIC_ERROR_MESSAGE) => get().show(TOAST_KIND.Error, message),
      info: (message) => get().show(TOAST_KIND.Info, message),
      dismiss(id) {
        if (timers.has(id)) scheduler.clearTimeout(timers.get(id));
        timers.delete(id);
        set((s) => {
          s.toasts = s.toasts.filter((t) => t.id !== id);
        });
      },
    })),
  );
}
