import { useStore } from 'zustand';
import type { ImagerySearchItem } from '@unfurl/api-client';
import { thumbnailDimensions } from '@unfurl/imagery-core';
import type { DayGroup } from '@unfurl/imagery-core';
import { Spinner } from '@unfurl/ui-kit';
import { satelliteLabel } from '../state/imagery-family';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryStore } from '../state/imagery-state';
import { checkArea, renderBody } from '../state/render-plan';
import { daySatellites, formatDay, thumbnailScript } from './day-script';
import type { ThumbnailLoader } from './thumbnail-loader';
import { useThumbnail } from './use-thumbnail';

function DayThumbnail({
  group,
  store,
  spec,
  loader,
}: {
  readonly group: DayGroup<ImagerySearchItem>;
  readonly store: ImageryStore;
  readonly spec: FamilySpec;
  readonly loader: ThumbnailLoader;
}) {
  const area = useStore(store, (s) => s.area);
  const check = area ? checkArea(area, spec) : undefined;
  const script = thumbnailScript(group, spec.family);
  const body =
    area && check?.ok && script
      ? renderBody(
          {
            bbox: area,
            day: group.day,
            ...thumbnailDimensions(check.widthPx, check.heightPx, check.resolution),
          },
          { kind: 'builtin', script },
          spec,
        )
      : null;
  const url = useThumbnail(loader, body);
  if (url) return <img className="imagery-day__thumb" src={url} alt="" data-testid="day-thumb" />;
  return (
    <span className="imagery-day__thumb imagery-day__thumb--empty" aria-hidden="true">
      {url === undefined && body ? <Spinner label="Loading thumbnail" /> : null}
      {url === null ? <span className="imagery-thumb-none">No preview</span> : null}
    </span>
  );
}

/** The results grouped per day, newest first, with the average cloud cover to 2 decimals (2§9). */
export function ResultsList({
  store,
  spec,
  loader,
}: {
  readonly store: ImageryStore;
  readonly spec: FamilySpec;
  readonly loader: ThumbnailLoader;
}) {
  const days = useStore(store, (s) => s.days);
  const selectedDay = useStore(store, (s) => s.selectedDay);
  const gifActive = useStore(store, (s) => s.gifActive);
  const gifDays = useStore(store, (s) => s.gifDays);
  const error = useStore(store, (s) => s.error);
  const searched = useStore(store, (s) => s.searched);
  const newestSceneDay = useStore(store, (s) => s.newestSceneDay);

  return (
    <section className="imagery-step" aria-labelledby="imagery-results-title">
      <header className="imagery-step__head">
        <span className="imagery-step__num">3</span>
        <h3 id="imagery-results-title" className="imagery-step__title">
          Images by day
        </h3>
        {days.length ? <span className="imagery-step__count">{days.length}</span> : null}
      </header>
      {error ? (
        <p
          className="imagery-message imagery-message--error"
          role="alert"
          data-testid="imagery-error"
        >
          {error}
        </p>
      ) : null}
      {error && newestSceneDay ? (
        <button
          type="button"
          className="imagery-link"
          data-testid="go-to-newest"
          onClick={() => {
            const [y = 1970, m = 1] = newestSceneDay.split('-').map(Number);
            const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
            store.getState().setDates(`${newestSceneDay.slice(0, 8)}01`, last);
            void store.getState().search();
          }}
        >
          Search the month of the newest scene ({formatDay(newestSceneDay)})
        </button>
      ) : null}
      {!searched && !error ? (
        <p className="atlas-muted">Search to see the images of each day.</p>
      ) : null}
      <ul className="imagery-days" aria-label="Images by day">
        {days.map((group) => {
          const selected = group.day === selectedDay;
          const inGif = gifDays.includes(group.day);
          return (
            <li key={group.day} className="imagery-days__item">
              <button
                type="button"
                className={`imagery-day ${selected ? 'imagery-day--selected' : ''}`}
                data-testid="imagery-day"
                data-day={group.day}
                aria-pressed={selected}
                onClick={() => void store.getState().selectDay(group.day)}
              >
                <DayThumbnail group={group} store={store} spec={spec} loader={loader} />
                <span className="imagery-day__body">
                  <span className="imagery-day__date">{formatDay(group.day)}</span>
                  <span className="imagery-day__cloud" data-testid="day-cloud">
                    ☁ {group.averageCloudCover.toFixed(2)}% cloud cover
                  </span>
                  <span className="imagery-day__meta">
                    {daySatellites(group).map(satelliteLabel).join(' · ')} · {group.hits.length}{' '}
                    {group.hits.length === 1 ? 'scene' : 'scenes'}
                  </span>
                </span>
              </button>
              {gifActive ? (
                <label className="imagery-day__gif">
                  <input
                    type="checkbox"
                    checked={inGif}
                    data-testid="gif-pick"
                    onChange={() => store.getState().toggleGifDay(group.day)}
                  />
                  GIF
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
