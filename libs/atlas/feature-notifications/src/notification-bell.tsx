import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { isApiError } from '@unfurl/api-client';
import type { NotificationWire } from '@unfurl/api-client';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { fetchNotificationsFailed, LIMITS } from '@unfurl/domain';
import { Button } from '@unfurl/ui-kit';
import { addLive, appendPage, markShownRead } from './notification-list';
import { notificationAge, notificationText } from './notification-text';
import { useNotificationStream } from './use-notification-stream';

/** The panel's pages: what is shown, where the next page starts, and a failure. */
interface PanelState {
  readonly shown: readonly NotificationWire[];
  readonly nextCursor: string | null;
  readonly total: number;
  readonly loading: boolean;
  readonly failure: string | null;
}

const EMPTY: PanelState = { shown: [], nextCursor: null, total: 0, loading: false, failure: null };

/** The server's error text of a failed call (an ApiError's detail), else the error's message. */
function detailOf(error: unknown): string {
  if (isApiError(error)) return error.detail;
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * The navigation bar's notification bell (1§7, signed in only): the unread count, and a panel of
 * the user's notifications, 6 a page with GLOBAL first, 'Next page' appending the
 * next, a click marking one read and 'Mark all read'. New notifications arrive live over the
 * event stream (reconnecting). A failed fetch shows 'Failed to fetch notifications: {detail}'
 * (R-340).
 */
export function NotificationBell() {
  const { client, account } = useAtlasServices();
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<PanelState>(EMPTY);
  const root = useRef<HTMLDivElement>(null);

  const refreshCount = useCallback(async () => {
    try {
      setUnread((await client.notifications.unreadCount()).unread);
    } catch {
      // The count stays; the panel says what failed when opened.
    }
  }, [client]);

  useEffect(() => {
    setPanel(EMPTY);
    setUnread(0);
    if (loggedIn) void refreshCount();
  }, [loggedIn, refreshCount]);

  const streamUrl = useCallback(() => client.notifications.streamUrl(), [client]);
  useNotificationStream(loggedIn, streamUrl, {
    onUnread: setUnread,
    onNotification: (notification) => {
      setUnread((n) => n + 1);
      setPanel((p) => ({ ...p, shown: addLive(p.shown, notification), total: p.total + 1 }));
    },
    beforeReconnect: refreshCount,
  });

  const load = useCallback(
    async (cursor: string | null) => {
      setPanel((p) => ({ ...p, loading: true, failure: null }));
      try {
        const page = await client.notifications.list({
          limit: LIMITS.notificationsPage,
          ...(cursor ? { nextCursor: cursor } : {}),
        });
        setPanel((p) => ({
          shown: cursor ? appendPage(p.shown, page.notifications) : [...page.notifications],
          nextCursor: page.nextCursor,
          total: page.total,
          loading: false,
          failure: null,
        }));
      } catch (error) {
        setPanel((p) => ({
          ...p,
          loading: false,
          failure: fetchNotificationsFailed(detailOf(error)),
        }));
      }
    },
    [client],
  );

  useEffect(() => {
    if (!open) return undefined;
    void load(null);
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('mousedown', onDown);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('mousedown', onDown);
      window.removeEventListener('keydown', onKey);
    };
  }, [open, load]);

  const markRead = async (notification: NotificationWire) => {
    if (notification.isRead) return;
    setPanel((p) => ({ ...p, shown: markShownRead(p.shown, notification.id) }));
    try {
      setUnread((await client.notifications.markRead(notification.id)).unread);
    } catch {
      void refreshCount();
    }
  };
  const markAllRead = async () => {
    setPanel((p) => ({ ...p, shown: markShownRead(p.shown) }));
    try {
      setUnread((await client.notifications.markAllRead()).unread);
    } catch {
      void refreshCount();
    }
  };

  if (!loggedIn) return null;
  const now = Date.now();
  return (
    <div className="notification-bell" ref={root}>
      <button
        type="button"
        className="notification-bell__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        data-testid="notification-bell"
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 ? (
          <span className="notification-bell__badge" data-testid="notification-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          className="notification-bell__panel"
          role="dialog"
          aria-label="Notifications"
          data-testid="notification-panel"
        >
          <div className="notification-bell__head">
            <strong>Notifications</strong>
            <Button disabled={unread === 0} onClick={() => void markAllRead()}>
              Mark all read
            </Button>
          </div>
          {panel.failure ? (
            <p className="notification-bell__failure" role="alert">
              {panel.failure}
            </p>
          ) : null}
          {!panel.failure && !panel.loading && panel.shown.length === 0 ? (
            <p className="notification-bell__empty">No notifications yet.</p>
          ) : null}
          <ul className="notification-bell__list">
            {panel.shown.map((notification) => (
              <li key={notification.id}>
                <button
                  type="button"
                  className="notification-bell__item"
                  data-type={notification.type}
                  data-read={notification.isRead}
                  data-testid="notification-item"
                  onClick={() => void markRead(notification)}
                >
                  <span className="notification-bell__text">{notificationText(notification)}</span>
                  <small>{notificationAge(notification.createdAt, now)}</small>
                </button>
              </li>
            ))}
          </ul>
          {panel.nextCursor ? (
            <Button
              data-testid="notification-next"
              disabled={panel.loading}
              onClick={() => void load(panel.nextCursor)}
            >
              Next page
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
