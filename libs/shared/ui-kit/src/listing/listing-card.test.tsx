// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingCard } from './listing-card';

afterEach(cleanup);

describe('<ListingCard>', () => {
  it('shows title, #tags, date uploaded, category chip and abbreviated counts', () => {
    const onOpen = vi.fn();
    const view = render(
      <ListingCard
        onOpen={onOpen}
        listing={{
          id: 7,
          title: 'Old map of Lisbon',
          tags: ['history', 'portugal'],
          dateUploaded: new Date('2024-02-03T10:00:00Z'),
          chip: 'History',
          totalLikes: 1530,
          totalComments: 12,
        }}
      />,
    );
    const card = view.getByTestId('listing-card');
    expect(card.textContent).toContain('Old map of Lisbon');
    expect(card.textContent).toContain('#history #portugal');
    expect(card.textContent).toContain('3 Feb 2024');
    expect(card.textContent).toContain('History');
    expect(card.textContent).toContain('1.53K');
    fireEvent.click(view.getByRole('button'));
    expect(onOpen).toHaveBeenCalledWith(7);
  });
});
