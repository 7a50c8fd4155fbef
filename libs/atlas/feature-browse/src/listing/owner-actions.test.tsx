// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValidationError, type ListingActionsApi, type OwnListing } from '@unfurl/api-client';
import { makeListing } from '@unfurl/api-client/testing';
import { AtlasServicesProvider, type AtlasServices } from '@unfurl/atlas-feature-shell';
import { fakeAtlasServices } from '../test-support/fake-atlas-services';
import { OwnerActions } from './owner-actions';

afterEach(cleanup);

function renderFor(
  userId: string | null,
  listing: OwnListing,
  actions: Partial<ListingActionsApi> = {},
): ReturnType<typeof render> & { services: AtlasServices } {
  const services = fakeAtlasServices({
    actions,
    signedIn: userId !== null,
    ...(userId ? { userId } : {}),
  });
  services.listings.setState({
    openMap: { id: listing.id, listing, loading: false, error: undefined },
  });
  const view = render(
    <AtlasServicesProvider services={services}>
      <OwnerActions listing={listing} />
    </AtlasServicesProvider>,
  );
  return Object.assign(view, { services });
}

const message = (view: ReturnType<typeof render>) => view.getByTestId('owner-message').textContent;

describe('<OwnerActions>', () => {
  it('lets the owner edit the title and description (R-240)', async () => {
    const listing = makeListing({ id: 4, userId: 'u-1', title: 'Old', description: 'd' });
    const update = vi.fn(async () => ({ ...listing, title: 'New title' }));
    const view = renderFor('u-1', listing, { update });
    expect(view.queryByTestId('owner-resubmit')).toBeNull();
    fireEvent.click(view.getByTestId('owner-edit'));
    fireEvent.change(view.getByTestId('owner-title'), { target: { value: ' New title ' } });
    fireEvent.click(view.getByTestId('owner-save'));
    await waitFor(() => expect(message(view)).toBe('Your changes are saved.'));
    expect(update).toHaveBeenCalledWith(4, {
      title: 'New title',
      description: 'd',
      tags: [],
      categories: [],
    });
    // The page shows the saved map as the server answered, without a loading state.
    expect(view.services.listings.getState().openMap).toMatchObject({
      loading: false,
      listing: { title: 'New title' },
    });
    expect(view.queryByTestId('owner-form')).toBeNull();
  });

  it('edits tags as #tags and categories from the browse list (R-196, R-201, R-240)', async () => {
    const listing = makeListing({
      id: 7,
      userId: 'u-1',
      tags: ['harbour', 'old'],
      categories: ['history'],
    });
    const update = vi.fn(async (_id: number, changes: object) => ({ ...listing, ...changes }));
    const view = renderFor('u-1', listing, { update });
    fireEvent.click(view.getByTestId('owner-edit'));
    const tags = view.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['#harbour ×', '#old ×']);
    fireEvent.click(view.getByRole('button', { name: 'Remove #old' }));
    fireEvent.change(view.getByTestId('owner-tag-input'), { target: { value: '#flood, tide' } });
    fireEvent.keyDown(view.getByTestId('owner-tag-input'), { key: 'Enter' });
    const categories = view.getByTestId('owner-categories');
    expect(within(categories).getAllByRole('checkbox')).toHaveLength(16);
    expect(within(categories).getByLabelText('History')).toHaveProperty('checked', true);
    fireEvent.click(within(categories).getByLabelText('Marine / Nautical'));
    fireEvent.click(within(categories).getByLabelText('History'));
    fireEvent.click(view.getByTestId('owner-save'));
    await waitFor(() => expect(message(view)).toBe('Your changes are saved.'));
    expect(update).toHaveBeenCalledWith(7, {
      title: listing.title,
      description: '',
      tags: ['harbour', 'flood', 'tide'],
      categories: ['marine-nautical'],
    });
    expect(view.services.listings.getState().openMap.listing).toMatchObject({
      tags: ['harbour', 'flood', 'tide'],
      categories: ['marine-nautical'],
    });
  });

  it('checks the limits the API checks before sending anything', () => {
    const listing = makeListing({ id: 8, userId: 'u-1' });
    const update = vi.fn();
    const view = renderFor('u-1', listing, { update });
    fireEvent.click(view.getByTestId('owner-edit'));
    fireEvent.change(view.getByTestId('owner-tag-input'), { target: { value: 'x'.repeat(51) } });
    fireEvent.click(view.getByTestId('owner-tag-add'));
    expect(view.getByText('A tag can have at most 50 characters.')).toBeTruthy();
    fireEvent.change(view.getByTestId('owner-title'), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(view.getByTestId('owner-save'));
    expect(message(view)).toBe('The title can have at most 200 characters.');
    fireEvent.change(view.getByTestId('owner-title'), { target: { value: '  ' } });
    fireEvent.click(view.getByTestId('owner-save'));
    expect(message(view)).toBe('Give the map a title.');
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the API's message when it refuses the change", async () => {
    const listing = makeListing({ id: 9, userId: 'u-1', title: 'Kept' });
    const update = vi.fn(() =>
      Promise.reject(new ValidationError({ status: 400, detail: 'Unknown category: moon' })),
    );
    const view = renderFor('u-1', listing, { update });
    fireEvent.click(view.getByTestId('owner-edit'));
    fireEvent.click(view.getByTestId('owner-save'));
    await waitFor(() => expect(message(view)).toBe('400: Unknown category: moon'));
    expect(view.getByTestId('owner-message').getAttribute('role')).toBe('alert');
    expect(view.getByTestId('owner-form')).toBeTruthy();
    expect(view.services.listings.getState().openMap.listing?.title).toBe('Kept');
  });

  it('offers a rejected map for review again (R-212, R-241)', async () => {
    const listing = { ...makeListing({ id: 5, userId: 'u-1' }), reviewStatus: 'REJECTED' };
    const resubmit = vi.fn(async () => ({ ...listing, reviewStatus: 'PENDING' }));
    const view = renderFor('u-1', listing, { resubmit });
    fireEvent.click(view.getByTestId('owner-resubmit'));
    await waitFor(() => expect(message(view)).toBe('Sent back for review.'));
    expect(resubmit).toHaveBeenCalledWith(5);
    expect(view.services.listings.getState().openMap.listing).toMatchObject({
      reviewStatus: 'PENDING',
    });
  });

  it('shows nothing to other people', () => {
    const listing = makeListing({ id: 6, userId: 'u-1' });
    expect(renderFor('u-2', listing).queryByTestId('owner-actions')).toBeNull();
    cleanup();
    expect(renderFor(null, listing).queryByTestId('owner-actions')).toBeNull();
  });
});
