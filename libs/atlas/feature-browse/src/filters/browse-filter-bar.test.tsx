// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_TYPE_FILTER_HELP } from '@unfurl/domain';
import { BrowseFilterBar } from './browse-filter-bar';
import { DEFAULT_BROWSE_FILTERS } from './browse-filters';

afterEach(cleanup);

const select = (view: ReturnType<typeof render>, id: string) =>
  view.getByTestId(id) as HTMLSelectElement;

describe('<BrowseFilterBar>', () => {
  it("offers 'Choose Filter' first, Relevance selected, and the four map types", () => {
    const view = render(<BrowseFilterBar filters={DEFAULT_BROWSE_FILTERS} onChange={vi.fn()} />);
    const category = select(view, 'filter-category');
    expect(category.options[0]?.textContent).toBe('Choose Filter');
    expect(category.options).toHaveLength(17);
    expect(select(view, 'filter-sort').value).toBe('RELEVANCE');
    expect([...select(view, 'filter-sort').options].map((o) => o.textContent)).toEqual([
      'Relevance',
      'Newest',
      'Title',
      'Last Posted',
      'Last Modified',
    ]);
    expect([...select(view, 'filter-map-type').options].map((o) => o.textContent)).toEqual([
      'All Map Types',
      'LoFi Maps',
      'Georeferenced Maps',
      'GIF Maps',
    ]);
    expect(view.queryByTestId('filter-map-type-help')).toBeNull();
  });

  it("choosing a category then 'Choose Filter' resets it (R-203)", () => {
    const onChange = vi.fn();
    const view = render(
      <BrowseFilterBar
        filters={{ ...DEFAULT_BROWSE_FILTERS, category: 'urban' }}
        onChange={onChange}
      />,
    );
    fireEvent.change(select(view, 'filter-category'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(DEFAULT_BROWSE_FILTERS);
  });

  it('shows the help text of the chosen map type (R-207)', () => {
    const onChange = vi.fn();
    const view = render(
      <BrowseFilterBar
        filters={{ ...DEFAULT_BROWSE_FILTERS, mapType: 'GIF' }}
        onChange={onChange}
      />,
    );
    expect(view.getByTestId('filter-map-type-help').textContent).toBe(MAP_TYPE_FILTER_HELP.GIF);
    fireEvent.change(select(view, 'filter-sort'), { target: { value: 'TITLE' } });
    expect(onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_BROWSE_FILTERS,
      mapType: 'GIF',
      orderBy: 'TITLE',
    });
  });
});
