// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValidationError, type ListingActionsApi } from '@unfurl/api-client';
import { AtlasServicesProvider } from '@unfurl/atlas-feature-shell';
import { fakeAtlasServices } from '../test-support/fake-atlas-services';
import { ListingActions } from './listing-actions';
import { parseRecipients } from './email-recipients';

afterEach(cleanup);

function renderActions(actions: Partial<ListingActionsApi>, signedIn = true) {
  const services = fakeAtlasServices({ actions, signedIn });
  return render(
    <AtlasServicesProvider services={services}>
      <ListingActions listingId={7} />
    </AtlasServicesProvider>,
  );
}

describe('parseRecipients', () => {
  it('splits, trims and de-duplicates addresses, and says what is wrong', () => {
    expect(parseRecipients(' a@x.org, b@y.org;a@x.org\nc@z.io ')).toEqual({
      emails: ['a@x.org', 'b@y.org', 'c@z.io'],
    });
    expect(parseRecipients('  ')).toEqual({ problem: 'Enter at least one email address.' });
    expect(parseRecipients('a@x.org, nope')).toEqual({
      problem: "'nope' is not an email address.",
    });
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@x.org`).join(',');
    expect(parseRecipients(many)).toEqual({
      problem: 'Share with at most 20 addresses at a time.',
    });
  });
});

describe('<ListingActions>', () => {
  it('shares the map by email and says with how many people (R-243)', async () => {
    const emailShare = vi.fn(async (listingId: number, emails: readonly string[]) => ({
      listingId,
      sent: [...emails],
      failed: [],
    }));
    const view = renderActions({ emailShare });
    fireEvent.click(view.getByTestId('listing-share-open'));
    fireEvent.change(view.getByTestId('listing-share-emails'), {
      target: { value: 'ana@example.org, li@example.org' },
    });
    fireEvent.click(view.getByTestId('listing-share-send'));
    await waitFor(() =>
      expect(view.getByTestId('listing-action-message').textContent).toBe('Shared with 2 people.'),
    );
    expect(emailShare).toHaveBeenCalledWith(7, ['ana@example.org', 'li@example.org']);
  });

  it("reports the map, and shows the server's refusal as it says (R-242)", async () => {
    const report = vi
      .fn<ListingActionsApi['report']>()
      .mockRejectedValueOnce(
        new ValidationError({
          status: 400,
          detail: 'Reason is too long',
          method: 'POST',
          url: '/',
        }),
      )
      .mockResolvedValueOnce({ listingId: 7, reason: 'spam' } as never);
    const view = renderActions({ report });
    fireEvent.click(view.getByTestId('listing-report-open'));
    fireEvent.change(view.getByTestId('listing-report-reason'), { target: { value: 'spam' } });
    fireEvent.click(view.getByTestId('listing-report-send'));
    await waitFor(() =>
      expect(view.getByTestId('listing-action-message').textContent).toContain(
        'Reason is too long',
      ),
    );
    fireEvent.click(view.getByTestId('listing-report-send'));
    await waitFor(() =>
      expect(view.getByTestId('listing-action-message').textContent).toBe(
        'Thank you: the map has been reported.',
      ),
    );
    expect(report).toHaveBeenLastCalledWith(7, { reason: 'spam' });
  });

  it('shows nothing to anonymous readers', () => {
    const view = renderActions({}, false);
    expect(view.queryByTestId('listing-actions')).toBeNull();
  });
});
