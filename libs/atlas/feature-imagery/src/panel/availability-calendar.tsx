import './availability-calendar.css';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AvailableDates } from '@unfurl/api-client';
import { isCancelledError } from '@unfurl/api-client';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { dayTimeRange } from '@unfurl/validators';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryStore } from '../state/imagery-state';
import { monthCells, monthRange, monthTitle, shiftMonth } from './month-days';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/**
 * A month calendar of the area that marks the days with scenes (within the maximum cloud cover)
 * and their lowest cloud cover, as EO Browser does. It opens on the month of the 'To' date; a
 * marked day searches its month and shows that day. Hidden until an area is chosen.
 */
export function AvailabilityCalendar({
  store,
  spec,
}: {
  readonly store: ImageryStore;
  readonly spec: FamilySpec;
}) {
  const { imagery } = useAtlasServices();
  const area = useStore(store, (s) => (s.areaProblem ? null : s.area));
  const endDay = useStore(store, (s) => s.endDay);
  const maxCloudCover = useStore(store, (s) => s.maxCloudCover);
  const [month, setMonth] = useState(() => monthRange(endDay || '2020-01-01').first);
  const [answer, setAnswer] = useState<{ key: string; dates: AvailableDates } | null>(null);
  const [failed, setFailed] = useState('');

  // Follows the 'To' date when it moves to another month.
  useEffect(() => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(endDay)) setMonth(monthRange(endDay).first);
  }, [endDay]);

  const key = area ? `${area.join(',')}|${month}|${maxCloudCover}` : '';
  useEffect(() => {
    if (!area) return;
    const controller = new AbortController();
    const { first, last } = monthRange(month);
    setFailed('');
    imagery
      .availableDates(
        {
          bbox: area,
          timeRange: dayTimeRange(first, last),
          satellites: spec.satellites,
          maxCloudCover,
        },
        { signal: controller.signal },
      )
      .then((dates) => setAnswer({ key, dates }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !isCancelledError(error)) {
          setFailed(error instanceof Error ? error.message : String(error));
        }
      });
    return () => controller.abort();
    // `key` names every input of the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [imagery, key]);

  if (!area) return null;
  const dates = answer?.key === key ? answer.dates : null;
  const byDay = new Map(dates?.days.map((d) => [d.day, d]) ?? []);
  const pick = async (day: string) => {
    const { first, last } = monthRange(day);
    store.getState().setDates(first, last);
    await store.getState().search();
    if (store.getState().days.some((g) => g.day === day)) await store.getState().selectDay(day);
  };

  return (
    <div
      className="imagery-calendar"
      data-testid="availability-calendar"
      data-month={month.slice(0, 7)}
      data-loaded={dates ? 'true' : 'false'}
    >
      <div className="imagery-calendar__head">
        <button
          type="button"
          className="imagery-calendar__nav"
          aria-label="Previous month"
          data-testid="calendar-prev"
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <span className="imagery-calendar__title" aria-live="polite">
          {monthTitle(month)}
        </span>
        <button
          type="button"
          className="imagery-calendar__nav"
          aria-label="Next month"
          data-testid="calendar-next"
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          ›
        </button>
      </div>
      <div
        className="imagery-calendar__grid"
        role="grid"
        aria-label={`Scenes in ${monthTitle(month)}`}
      >
        {WEEKDAYS.map((d) => (
          <span key={d} className="imagery-calendar__weekday" aria-hidden="true">
            {d}
          </span>
        ))}
        {monthCells(month).map((day, i) => {
          if (!day) return <span key={`blank-${i}`} />;
          const scenes = byDay.get(day);
          const label = scenes
            ? `${day}: ${scenes.scenes} scene${scenes.scenes === 1 ? '' : 's'}, ${scenes.cloudCover.toFixed(0)}% cloud cover`
            : `${day}: no scenes`;
          return scenes ? (
            <button
              key={day}
              type="button"
              className="imagery-calendar__day imagery-calendar__day--scene"
              data-testid="calendar-day"
              data-day={day}
              data-cloud={scenes.cloudCover.toFixed(2)}
              title={label}
              aria-label={label}
              onClick={() => void pick(day)}
            >
              <span>{Number(day.slice(8))}</span>
              <small>{scenes.cloudCover.toFixed(0)}%</small>
            </button>
          ) : (
            <span key={day} className="imagery-calendar__day" title={label}>
              {Number(day.slice(8))}
            </span>
          );
        })}
      </div>
      <p className="imagery-calendar__note" data-testid="calendar-note">
        {failed
          ? `Could not load the dates with scenes: ${failed}`
          : !dates
            ? 'Looking for dates with scenes…'
            : dates.days.length > 0
              ? `${dates.days.length} day${dates.days.length === 1 ? '' : 's'} with scenes this month (cloud cover shown).`
              : dates.tooCloudy > 0
                ? `${dates.tooCloudy} scene${dates.tooCloudy === 1 ? '' : 's'} this month, all over ${maxCloudCover}% cloud cover.`
                : !dates.covered
                  ? 'No scenes of this satellite cover this area.'
                  : 'No scenes this month.'}
        {dates && dates.days.length === 0 && dates.newestDay ? (
          <>
            {' '}
            <button
              type="button"
              className="imagery-link"
              data-testid="calendar-newest"
              onClick={() => setMonth(monthRange(dates.newestDay ?? month).first)}
            >
              Newest scene: {dates.newestDay}
            </button>
          </>
        ) : null}
      </p>
    </div>
  );
}
