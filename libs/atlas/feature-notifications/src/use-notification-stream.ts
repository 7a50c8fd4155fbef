import { useEffect, useRef } from 'react';
import type { NotificationWire } from '@unfurl/api-client';

/** Seconds of the reconnect delays after a stream closed for good (doubling, at most 30 s). */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** What the stream tells its user. */
export interface NotificationStreamHandlers {
  /** The unread count when the stream (re)opens. */
  readonly onUnread: (unread: number) => void;
  readonly onNotification: (notification: NotificationWire) => void;
  /** Before a reconnect after a closed stream: e.g. a call that refreshes an expired token. */
  readonly beforeReconnect: () => Promise<void>;
}

/**
 * Keeps an EventSource on `url()` while `enabled`: the browser retries dropped connections
 * itself (resuming with Last-Event-ID); when the server closed it for good (401 on an expired
 * token, a restart) it is opened again with a fresh URL after a growing delay.
 */
export function useNotificationStream(
  enabled: boolean,
  url: () => string | undefined,
  handlers: NotificationStreamHandlers,
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_DELAY_MS;
    let stopped = false;
    const open = () => {
      const address = url();
      if (stopped || !address) return;
      source = new EventSource(address);
      source.addEventListener('unread', (event) => {
        delay = FIRST_DELAY_MS;
        latest.current.onUnread((JSON.parse(event.data) as { unread: number }).unread);
      });
      source.addEventListener('notification', (event) => {
        latest.current.onNotification(JSON.parse(event.data) as NotificationWire);
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return; // the browser retries
        source = undefined;
        timer = setTimeout(() => {
          void latest.current.beforeReconnect().finally(open);
        }, delay);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [enabled, url]);
}
