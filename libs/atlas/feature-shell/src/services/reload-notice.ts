/** The part of `sessionStorage` a notice needs. */
export type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = 'unfurl-notice-after-reload';

/** `sessionStorage` where the page may use it; undefined where it is blocked or absent. */
export function pageSessionStorage(): NoticeStorage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a message for the next load of this tab: a logout reloads the page, and its reason
 * ('Not logged in', R-256) must still reach the user after the reload.
 */
export function saveNoticeForReload(storage: NoticeStorage | undefined, message: string): void {
  try {
    storage?.setItem(KEY, message);
  } catch {
    // Storage full or blocked: the logout still happens, without its message.
  }
}

/** The message kept for this load, once: it is removed as it is read. */
export function takeNoticeAfterReload(storage: NoticeStorage | undefined): string | undefined {
  try {
    const message = storage?.getItem(KEY) ?? undefined;
    if (message !== undefined) storage?.removeItem(KEY);
    return message || undefined;
  } catch {
    return undefined;
  }
}
