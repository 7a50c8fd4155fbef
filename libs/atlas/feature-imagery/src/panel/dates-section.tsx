import { useStore } from 'zustand';
import { Button, Spinner } from '@unfurl/ui-kit';
import type { ImageryStore } from '../state/imagery-state';

/** Step 2: the date range and the search button (a start after the end is swapped, 2§5). */
export function DatesSection({ store }: { readonly store: ImageryStore }) {
  const startDay = useStore(store, (s) => s.startDay);
  const endDay = useStore(store, (s) => s.endDay);
  const searching = useStore(store, (s) => s.loading.search);
  const canSearch = useStore(store, (s) => s.area !== null && !s.areaProblem);
  return (
    <section className="imagery-step" aria-labelledby="imagery-dates-title">
      <header className="imagery-step__head">
        <span className="imagery-step__num">2</span>
        <h3 id="imagery-dates-title" className="imagery-step__title">
          Dates
        </h3>
      </header>
      <form
        className="imagery-dates"
        onSubmit={(event) => {
          event.preventDefault();
          void store.getState().search();
        }}
      >
        <label className="imagery-coords__field">
          <span>From</span>
          <input
            type="date"
            className="uk-input"
            data-testid="date-from"
            value={startDay}
            onChange={(e) => store.getState().setDates(e.target.value, endDay)}
          />
        </label>
        <label className="imagery-coords__field">
          <span>To</span>
          <input
            type="date"
            className="uk-input"
            data-testid="date-to"
            value={endDay}
            onChange={(e) => store.getState().setDates(startDay, e.target.value)}
          />
        </label>
        <Button
          type="submit"
          variant="primary"
          className="imagery-wide imagery-dates__search"
          data-testid="imagery-search"
          disabled={!canSearch || searching}
        >
          {searching ? <Spinner label="Searching" /> : null}
          {searching ? 'Searching…' : 'Search imagery'}
        </Button>
      </form>
    </section>
  );
}
