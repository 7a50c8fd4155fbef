// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '@unfurl/api-client';
import type { NotificationsApi, NotificationsQuery, NotificationWire } from '@unfurl/api-client';
import { createFakeApiClient } from '@unfurl/api-client/testing';
import { AtlasServicesProvider, createAtlasServices } from '@unfurl/atlas-feature-shell';
import type { UserProfile } from '@unfurl/domain';
import { NotificationBell } from './notification-bell';

afterEach(cleanup);

const item = (id: number, type: NotificationWire['type'] = 'LIKE'): NotificationWire =>
  ({
    id,
    type,
    actor: { userId: '00000000-0000-4000-8000-000000000001', name: `Fan ${id}` },
    listingId: 1,
    commentId: null,
    message: type === 'GLOBAL' ? 'Welcome' : '',
    data: { listingTitle: 'Glacier' },
    groupKey: null,
    isRead: false,
    createdAt: 1_700_000_000,
    groupCount: 1,
  }) as NotificationWire;

function setup(notifications: Partial<NotificationsApi>) {
  const services = createAtlasServices({
    hostname: 'localhost',
    apiBase: '/',
    search: '',
    client: createFakeApiClient({ overrides: { notifications } }),
    cookieJar: { get: () => undefined, set: () => undefined, remove: () => undefined },
    reload: () => undefined,
  });
  services.account.setState({
    loggedIn: true,
    status: 'ready',
    profile: { userId: 'me' } as UserProfile,
  });
  return render(
    <AtlasServicesProvider services={services}>
      <NotificationBell />
    </AtlasServicesProvider>,
  );
}

describe('the notification bell', () => {
  it('shows the unread count, 6 a page GLOBAL first, the next page appended, a click marking read', async () => {
    const all = [item(1, 'GLOBAL'), ...Array.from({ length: 8 }, (_, i) => item(20 - i))];
    const list = vi.fn(async (query: NotificationsQuery = {}) => {
      const offset = query.nextCursor ? Number(query.nextCursor) : 0;
      const limit = Number(query.limit);
      const next = offset + limit < all.length ? String(offset + limit) : null;
      return {
        notifications: all.slice(offset, offset + limit),
        nextCursor: next,
        total: all.length,
      };
    });
    const markRead = vi.fn(async () => ({ unread: 8 }));
    const view = setup({ list, unreadCount: async () => ({ unread: 9 }), markRead });
    await waitFor(() => expect(view.getByTestId('notification-unread').textContent).toBe('9'));
    fireEvent.click(view.getByTestId('notification-bell'));
    await waitFor(() => expect(view.getAllByTestId('notification-item')).toHaveLength(6));
    expect(list.mock.calls[0]![0]).toMatchObject({ limit: 6 });
    const texts = () => view.getAllByTestId('notification-item').map((e) => e.textContent);
    expect(texts()[0]).toContain('Welcome');
    expect(texts()[1]).toContain('Fan 20 liked “Glacier”');
    fireEvent.click(view.getByTestId('notification-next'));
    await waitFor(() => expect(view.getAllByTestId('notification-item')).toHaveLength(9));
    expect(view.queryByTestId('notification-next')).toBeNull();
    fireEvent.click(view.getAllByTestId('notification-item')[1]!);
    await waitFor(() => expect(view.getByTestId('notification-unread').textContent).toBe('8'));
    expect(markRead).toHaveBeenCalledWith(20);
    expect(view.getAllByTestId('notification-item')[1]!.getAttribute('data-read')).toBe('true');
  });

  it("says 'Failed to fetch notifications: {detail}' when a page fails (R-340)", async () => {
    const view = setup({
      unreadCount: async () => ({ unread: 0 }),
      list: async () => {
        throw new ServerError({ status: 500, detail: 'Database unavailable' });
      },
    });
    fireEvent.click(view.getByTestId('notification-bell'));
    await waitFor(() =>
      expect(view.getByRole('alert').textContent).toBe(
        'Failed to fetch notifications: Database unavailable',
      ),
    );
  });
});
