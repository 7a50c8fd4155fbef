// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeListing } from '@unfurl/api-client/testing';
import { MiniPopup } from './mini-popup';

afterEach(cleanup);

describe('<MiniPopup>', () => {
  it('shows the hovered footprint title, type and category at the pointer', () => {
    const listing = makeListing({
      id: 3,
      title: 'Sentinel-2 over Lisbon',
      listingType: 'COG',
      categories: ['imagery'],
    });
    const view = render(<MiniPopup listing={listing} pixel={[120, 80]} />);
    const popup = view.getByTestId('mini-popup');
    expect(popup.textContent).toContain('Sentinel-2 over Lisbon');
    expect(popup.textContent).toContain('Imagery (COG)');
    expect(popup.textContent).toContain('Imagery');
    expect(popup.style.left).toBe('120px');
    expect(popup.style.top).toBe('80px');
  });
});
