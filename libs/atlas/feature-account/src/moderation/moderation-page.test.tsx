// @vitest-environment jsdom
// The /moderation page on a fake client: admins get the queue and resolve items (a reason is
// required to hide or delete; a 409 drops the item), everyone else a plain refusal.
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConflictError } from '@unfurl/api-client';
import type { ModerationApi, ModerationItem, ModerationQueue } from '@unfurl/api-client';
import { createFakeApiClient } from '@unfurl/api-client/testing';
import { AtlasServicesProvider, createAtlasServices } from '@unfurl/atlas-feature-shell';
import type { CookieJar } from '@unfurl/auth';
import { PERMISSION_LEVEL, permissionLabel } from '@unfurl/domain';
import type { PermissionLevel } from '@unfurl/domain';
import { ModerationPage } from './moderation-page';

afterEach(cleanup);

const noCookies: CookieJar = {
  get: () => undefined,
  set: () => undefined,
  remove: () => undefined,
};

const item = (id: number, target: 'LISTING' | 'COMMENT'): ModerationItem => ({
  target,
  id,
  listingId: 7,
  listingTitle: `Map ${id}`,
  commentText: target === 'COMMENT' ? ['line one', '<b>not bold</b>'] : null,
  authorId: 'u-author',
  authorName: 'Road Runner',
  hidden: false,
  reportCount: 1,
  reasons: ['SPAM'],
  reports: [
    { userId: 'u-r', userName: 'Acme Viewer', reason: 'SPAM', message: 'ads', createdAt: 1 },
  ],
  firstReportedAt: 1,
});

function renderPage(level: PermissionLevel, moderation: Partial<ModerationApi>) {
  const services = createAtlasServices({
    hostname: 'localhost',
    apiBase: '/',
    search: '',
    client: createFakeApiClient({ overrides: { moderation } }),
    cookieJar: noCookies,
    reload: () => undefined,
  });
  services.account.setState({
    loggedIn: true,
    status: 'ready',
    permission: {
      level,
      label: permissionLabel(level),
      canRead: level >= PERMISSION_LEVEL.Read,
      canWrite: level >= PERMISSION_LEVEL.Write,
      canAdmin: level >= PERMISSION_LEVEL.Admin,
    },
  });
  const view = render(
    <AtlasServicesProvider services={services}>
      <MemoryRouter>
        <ModerationPage />
      </MemoryRouter>
    </AtlasServicesProvider>,
  );
  return { services, view };
}

describe('<ModerationPage>', () => {
  it('tells a non-admin it is for administrators and never asks for the queue', async () => {
    let asked = 0;
    const { view } = renderPage(PERMISSION_LEVEL.Write, {
      queue: async () => {
        asked += 1;
        return { items: [], total: 0 };
      },
    });
    expect((await view.findByRole('alert')).textContent).toMatch(/administrators moderate/);
    expect(asked).toBe(0);
  });

  it('lists the queue with the comment as plain text, and resolves an item with a reason', async () => {
    const queue: ModerationQueue = { items: [item(1, 'COMMENT'), item(2, 'LISTING')], total: 2 };
    const resolved: unknown[] = [];
    const { view, services } = renderPage(PERMISSION_LEVEL.Admin, {
      queue: async () => queue,
      resolve: async (target, id, body) => {
        resolved.push([target, id, body]);
        return {
          id: 9,
          target: 'COMMENT',
          targetId: id,
          listingId: 7,
          action: body.action,
          reason: body.reason ?? '',
          actorId: 'u-admin',
          reportCount: 1,
          notified: 2,
          createdAt: 1,
        };
      },
    });
    const items = await view.findAllByTestId('moderation-item');
    expect(items).toHaveLength(2);
    expect(view.getByText(/<b>not bold<\/b>/)).toBeTruthy();
    expect(view.getByTestId('moderation-total').textContent).toMatch(/^2 reported items/);
    const first = items[0]!;
    fireEvent.click(first.querySelector('[data-testid="moderation-hide"]')!);
    expect(first.textContent).toMatch(/Give a reason to hide or delete/);
    expect(resolved).toEqual([]);
    fireEvent.change(first.querySelector('[data-testid="moderation-reason"]')!, {
      target: { value: '  Advertising  ' },
    });
    fireEvent.click(first.querySelector('[data-testid="moderation-hide"]')!);
    await waitFor(() => expect(view.getAllByTestId('moderation-item')).toHaveLength(1));
    expect(resolved).toEqual([['comment', 1, { action: 'HIDE', reason: 'Advertising' }]]);
    expect(services.toasts.getState().toasts).toMatchObject([{ kind: 'success' }]);
    expect(view.getByTestId('moderation-total').textContent).toMatch(/^1 reported item,/);
  });

  it('drops an item another admin resolved first (409) and says so', async () => {
    const { view, services } = renderPage(PERMISSION_LEVEL.Owner, {
      queue: async () => ({ items: [item(3, 'LISTING')], total: 1 }),
      resolve: async () => {
        throw new ConflictError({
          status: 409,
          code: 'REPORTS_ALREADY_RESOLVED',
          detail: 'resolved',
        });
      },
    });
    const [only] = await view.findAllByTestId('moderation-item');
    await act(async () => {
      fireEvent.click(only!.querySelector('[data-testid="moderation-dismiss"]')!);
    });
    await waitFor(() => expect(view.queryAllByTestId('moderation-item')).toHaveLength(0));
    expect(services.toasts.getState().toasts).toMatchObject([{ kind: 'info' }]);
  });
});
