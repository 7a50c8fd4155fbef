// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ServerError,
  type CommentWire,
  type CommentsApi,
  type NewComment,
} from '@unfurl/api-client';
import { AtlasServicesProvider } from '@unfurl/atlas-feature-shell';
import { AtlasMapProvider } from '@unfurl/map-react';
import { fakeAtlasServices } from '../test-support/fake-atlas-services';
import { CommentThread } from './comment-thread';
import { THREAD_REFRESH_MS } from './use-comment-thread';

afterEach(cleanup);

const ME = 'user-me';
const OWNER = 'user-owner';

const comment = (
  id: number,
  parentId: number | null,
  userId: string,
  children: CommentWire[] = [],
): CommentWire => ({
  id,
  listingId: 7,
  parentId,
  userId,
  userName: userId === ME ? 'Me Myself' : `Someone ${id}`,
  text: `comment ${id}`,
  annotations: null,
  children,
  userVote: 'UNVOTE',
  upVotes: 0,
  downVotes: 0,
  createdAt: id,
  updatedAt: id,
});

function renderThread(
  comments: Partial<CommentsApi>,
  options: { signedIn?: boolean; listingType?: 'COG' | 'ORDER' } = {},
) {
  const services = fakeAtlasServices({ comments, signedIn: options.signedIn ?? true, userId: ME });
  const listing = {
    id: 7,
    listingType: options.listingType ?? 'COG',
    totalComments: 12,
    userId: OWNER,
  } as const;
  const router = createMemoryRouter(
    [
      { path: '/maps/:seoTitle', element: <CommentThread listing={listing} /> },
      { path: '/login', element: <p data-testid="login-page">login</p> },
    ],
    { initialEntries: ['/maps/lisbon-7'] },
  );
  const view = render(
    <AtlasServicesProvider services={services}>
      <AtlasMapProvider>
        <RouterProvider router={router} />
      </AtlasMapProvider>
    </AtlasServicesProvider>,
  );
  return { view, router, services };
}

const shownIds = (root: HTMLElement) =>
  within(root)
    .queryAllByTestId('comment')
    .map((el) => Number(el.getAttribute('data-comment-id')));
const errors = (services: ReturnType<typeof fakeAtlasServices>) =>
  services.toasts.getState().toasts.map((toast) => toast.message);

describe('<CommentThread>', () => {
  it('shows the thread newest first with replies under their parent, and the loaded count', async () => {
    const listing = vi.fn(async () => [
      comment(1, null, 'a', [comment(3, 1, ME)]),
      comment(2, null, 'b'),
    ]);
    const { view } = renderThread({ listing });
    expect(view.getByTestId('comment-count').textContent).toBe('12');
    await waitFor(() => expect(view.getByTestId('comment-count').textContent).toBe('3'));
    expect(shownIds(view.container)).toEqual([2, 1, 3]);
    expect(listing).toHaveBeenCalledWith(7);
  });

  it("takes in others' comments while open, without a reload, and keeps quiet on a failed refresh", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let server = [comment(1, null, 'a')];
      let fail = false;
      const listing = vi.fn(async () => {
        if (fail) throw new ServerError({ status: 503 });
        return server;
      });
      const { view, services } = renderThread({ listing });
      await waitFor(() => expect(shownIds(view.container)).toEqual([1]));
      server = [comment(1, null, 'a', [comment(3, 1, 'c')]), comment(2, null, 'b')];
      await vi.advanceTimersByTimeAsync(THREAD_REFRESH_MS);
      await waitFor(() => expect(shownIds(view.container)).toEqual([2, 1, 3]));
      expect(view.getByTestId('comment-count').textContent).toBe('3');
      fail = true;
      await vi.advanceTimersByTimeAsync(THREAD_REFRESH_MS);
      expect(shownIds(view.container)).toEqual([2, 1, 3]);
      expect(errors(services)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders text as written, never as HTML', async () => {
    const html = { ...comment(1, null, 'a'), text: ['<img src=x onerror=alert(1)>', 'line two'] };
    const { view } = renderThread({ listing: async () => [html] });
    await waitFor(() => expect(view.getAllByTestId('comment-text')).toHaveLength(1));
    const text = view.getByTestId('comment-text');
    expect(text.querySelector('img')).toBeNull();
    expect(text.textContent).toBe('<img src=x onerror=alert(1)>line two');
  });

  it("marks the author's own comment hidden by moderation with the moderator's reason", async () => {
    const hidden = { ...comment(1, null, ME), hidden: true, hiddenReason: 'Advertising' };
    const { view } = renderThread({ listing: async () => [hidden, comment(2, null, 'a')] });
    await waitFor(() => expect(view.getAllByTestId('comment')).toHaveLength(2));
    const notes = view.getAllByTestId('comment-hidden');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.textContent).toMatch(/^Hidden by a moderator: Advertising\./);
    expect(notes[0]!.closest('[data-comment-id]')?.getAttribute('data-comment-id')).toBe('1');
  });

  it('adds a new comment first and a reply under its parent, counting both', async () => {
    const create = vi.fn(async (body: NewComment) =>
      body.parentId
        ? comment(11, body.parentId, ME)
        : { ...comment(10, null, ME), text: String(body.text) },
    );
    const { view } = renderThread({ listing: async () => [comment(1, null, 'a')], create });
    await waitFor(() => expect(view.getByTestId('comment-count').textContent).toBe('1'));
    fireEvent.change(view.getByTestId('comment-new-text'), { target: { value: 'Hello map' } });
    fireEvent.click(view.getByTestId('comment-new-send'));
    await waitFor(() => expect(shownIds(view.container)).toEqual([10, 1]));
    expect(create).toHaveBeenCalledWith({ listingId: 7, text: 'Hello map' });
    const first = view.getAllByTestId('comment')[1]!;
    fireEvent.click(within(first).getByTestId('comment-reply'));
    fireEvent.change(within(first).getByTestId('comment-reply-form-text'), {
      target: { value: 'A reply' },
    });
    fireEvent.click(within(first).getByTestId('comment-reply-form-send'));
    await waitFor(() => expect(shownIds(view.container)).toEqual([10, 1, 11]));
    expect(create).toHaveBeenLastCalledWith({ parentId: 1, text: 'A reply' });
    expect(view.getByTestId('comment-count').textContent).toBe('3');
  });

  it('deletes a comment with its replies and lowers the count; only the author edits', async () => {
    const remove = vi.fn(async (id: number) => ({ deletedIds: [id, 4], totalComments: 1 }));
    const { view } = renderThread({
      listing: async () => [comment(1, null, ME, [comment(4, 1, 'x')]), comment(2, null, 'b')],
      remove,
    });
    await waitFor(() => expect(view.getByTestId('comment-count').textContent).toBe('3'));
    const [other, mine] = view.getAllByTestId('comment').slice(0, 2) as [HTMLElement, HTMLElement];
    expect(within(other).queryByTestId('comment-edit-open')).toBeNull();
    expect(within(other).queryByTestId('comment-delete')).toBeNull();
    fireEvent.click(within(mine).getAllByTestId('comment-delete')[0]!);
    await waitFor(() => expect(shownIds(view.container)).toEqual([2]));
    expect(view.getByTestId('comment-count').textContent).toBe('1');
    expect(remove).toHaveBeenCalledWith(1);
  });

  it("shows Delete on others' comments to the site's admins, not to other readers", async () => {
    const list = async () => [comment(1, null, 'someone')];
    const reader = renderThread({ listing: list });
    await reader.view.findByTestId('comment-upvote');
    expect(reader.view.queryByTestId('comment-delete')).toBeNull();
    cleanup();
    const admin = renderThread({ listing: list });
    admin.services.account.setState({
      permission: { level: 4, label: 'ADMIN', canRead: true, canWrite: true, canAdmin: true },
    });
    expect(await admin.view.findByTestId('comment-delete')).toBeTruthy();
  });

  it('votes up, then takes the vote back by clicking again; a failed vote says so', async () => {
    const vote = vi.fn(async (id: number, value: 'UP' | 'DOWN' | 'UNVOTE') => ({
      ...comment(id, null, 'a'),
      userVote: value,
      upVotes: value === 'UP' ? 1 : 0,
    }));
    const { view, services } = renderThread({ listing: async () => [comment(1, null, 'a')], vote });
    const up = await view.findByTestId('comment-upvote');
    fireEvent.click(up);
    await waitFor(() => expect(view.getByTestId('comment-upvote').textContent).toBe('▲ 1'));
    expect(view.getByTestId('comment-upvote').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(view.getByTestId('comment-upvote'));
    await waitFor(() => expect(vote).toHaveBeenLastCalledWith(1, 'UNVOTE'));
    vote.mockRejectedValueOnce(new ServerError({ status: 500 }));
    fireEvent.click(view.getByTestId('comment-downvote'));
    await waitFor(() => expect(errors(services)).toContain('Failed to downvote'));
  });

  it('reports a comment with reason and message', async () => {
    const report = vi.fn(async () => ({
      commentId: 1,
      reason: 'spam',
      message: 'ads',
      createdAt: 1,
    }));
    const { view } = renderThread({ listing: async () => [comment(1, null, 'a')], report });
    fireEvent.click(await view.findByTestId('comment-report'));
    fireEvent.change(view.getByTestId('comment-report-reason'), { target: { value: ' spam ' } });
    fireEvent.change(view.getByTestId('comment-report-message'), { target: { value: 'ads' } });
    fireEvent.click(view.getByTestId('comment-report-send'));
    await waitFor(() => expect(report).toHaveBeenCalledWith(1, { reason: 'spam', message: 'ads' }));
    await waitFor(() => expect(view.queryByTestId('comment-report-reason')).toBeNull());
  });

  it("shows the spec's message when the thread cannot be fetched or a comment not created", async () => {
    const { view, services } = renderThread({
      listing: async () => {
        throw new ServerError({ status: 503 });
      },
      create: async () => {
        throw new ServerError({ status: 500 });
      },
    });
    await waitFor(() => expect(errors(services)).toContain('Failed to fetch comments'));
    fireEvent.change(view.getByTestId('comment-new-text'), { target: { value: 'x' } });
    fireEvent.click(view.getByTestId('comment-new-send'));
    await waitFor(() => expect(errors(services)).toContain('Failed to create comment'));
  });

  it('sends anonymous readers to sign in, and offers no comment box on orders', async () => {
    const { view, router } = renderThread(
      { listing: async () => [comment(1, null, 'a')] },
      {
        signedIn: false,
      },
    );
    expect(view.queryByTestId('comment-new')).toBeNull();
    fireEvent.click(await view.findByTestId('comment-upvote'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    cleanup();
    const order = renderThread({ listing: async () => [] }, { listingType: 'ORDER' });
    expect(order.view.queryByTestId('comment-new')).toBeNull();
    expect(order.view.queryByTestId('comment-sign-in')).toBeNull();
  });
});
