import { useStore } from 'zustand';
import { Button, Spinner } from '@unfurl/ui-kit';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryStore } from '../state/imagery-state';
import { AvailabilityCalendar } from './availability-calendar';

/**
 * Step 2: the date range, the maximum cloud cover, the search button (a start after the end is
 * swapped, 2§5) and a calendar of the days with scenes over the area.
 */
export function DatesSection({
  store,
  spec,
}: {
  readonly store: ImageryStore;
  readonly spec: FamilySpec;
}) {
  const maxCloudCover = useStore(store, (s) => s.maxCloudCover);
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
        <label className="imagery-opacity imagery-dates__cloud">
          <span>Max. cloud cover</span>
          <input
            type="range"
            min={0}
            max={100}
            step={5}
            value={maxCloudCover}
            data-testid="max-cloud"
            aria-valuetext={`${maxCloudCover}%`}
            onChange={(e) => store.getState().setMaxCloudCover(Number(e.target.value))}
          />
          <output>{maxCloudCover}%</output>
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
      <AvailabilityCalendar store={store} spec={spec} />
    </section>
  );
}
