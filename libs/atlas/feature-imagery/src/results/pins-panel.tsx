import './pins-panel.css';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useAtlasMap } from '@unfurl/map-react';
import { Button } from '@unfurl/ui-kit';
import { formatDay } from './day-script';
import type { ImageryStore } from '../state/imagery-state';
import { scriptChoice, scriptName } from '../state/render-plan';
import type { PinsStore } from './pins-store';

const toBounds = ([west, south, east, north]: readonly number[]) => ({
  west: west ?? 0,
  south: south ?? 0,
  east: east ?? 0,
  north: north ?? 0,
});

/**
 * Pinned results and compare mode (EO Browser's pins): the shown result (day and script) can be
 * pinned; each pin has an opacity and show/hide; compare lays the shown pins on the map instead of
 * the current result, the top one left of a swipe and the next one right of it.
 */
export function PinsPanel({
  store,
  pins,
}: {
  readonly store: ImageryStore;
  readonly pins: PinsStore;
}) {
  const map = useAtlasMap();
  const image = useStore(store, (s) => s.image);
  const rendering = useStore(store, (s) => s.loading.image);
  const scriptId = useStore(store, (s) => s.scriptId);
  const customScript = useStore(store, (s) => s.customScript);
  const list = useStore(pins, (s) => s.pins);
  const comparing = useStore(pins, (s) => s.comparing);
  const swipe = useStore(pins, (s) => s.swipe);

  // Compare mode on the map: the shown pins, bottom first.
  useEffect(() => {
    if (!map) return;
    const overlay = map.imagery();
    const shown = list.filter((p) => p.visible);
    overlay.setCompare(
      comparing
        ? [...shown]
            .reverse()
            .map((p) => ({ url: p.url, bounds: toBounds(p.bbox), opacity: p.opacity }))
        : null,
      swipe,
    );
  }, [map, list, comparing, swipe]);
  useEffect(() => (map ? () => map.imagery().setCompare(null) : undefined), [map]);

  if (!image && list.length === 0) return null;
  const choice = scriptChoice(scriptId, customScript);
  // The shown image's own key (day, script, area): the script may have changed while it renders.
  const currentKey = image ? image.key : '';
  const shownCount = list.filter((p) => p.visible).length;

  return (
    <section className="imagery-step" aria-labelledby="imagery-pins-title" data-testid="pins">
      <header className="imagery-step__head">
        <h3 id="imagery-pins-title" className="imagery-step__title">
          Pins and compare
        </h3>
        {list.length ? <span className="imagery-step__count">{list.length}</span> : null}
      </header>
      {image ? (
        <Button
          data-testid="pin-current"
          disabled={rendering || list.some((p) => p.key === currentKey)}
          onClick={() =>
            pins.getState().pin({
              key: currentKey,
              day: image.day,
              scriptId,
              label: `${choice ? scriptName(choice) : scriptId} · ${formatDay(image.day)}`,
              url: image.url,
              bbox: image.bbox,
            })
          }
        >
          Pin this result
        </Button>
      ) : null}
      <ul className="imagery-pins" aria-label="Pinned results">
        {list.map((p) => (
          <li key={p.key} className="imagery-pins__item" data-testid="pin-item" data-key={p.key}>
            <label className="imagery-pins__show">
              <input
                type="checkbox"
                checked={p.visible}
                data-testid="pin-visible"
                onChange={(e) => pins.getState().setVisible(p.key, e.target.checked)}
              />
              <span>{p.label}</span>
            </label>
            <label className="imagery-opacity">
              <span>Opacity</span>
              <input
                type="range"
                min={0}
                max={100}
                value={Math.round(p.opacity * 100)}
                data-testid="pin-opacity"
                aria-label={`Opacity of ${p.label}`}
                onChange={(e) => pins.getState().setOpacity(p.key, Number(e.target.value) / 100)}
              />
              <output>{Math.round(p.opacity * 100)}%</output>
            </label>
            <button
              type="button"
              className="imagery-link"
              data-testid="pin-remove"
              onClick={() => pins.getState().unpin(p.key)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {list.length ? (
        <Button
          data-testid="compare-toggle"
          aria-pressed={comparing}
          disabled={shownCount === 0}
          onClick={() => pins.getState().setComparing(!comparing)}
        >
          {comparing ? 'Stop comparing' : 'Compare pins on the map'}
        </Button>
      ) : null}
      {comparing ? (
        <label className="imagery-opacity">
          <span>Swipe</span>
          <input
            type="range"
            min={0}
            max={100}
            value={Math.round(swipe * 100)}
            data-testid="swipe"
            aria-label="Swipe: the top pin shows left of it, the next one right"
            onChange={(e) => pins.getState().setSwipe(Number(e.target.value) / 100)}
          />
          <output>{Math.round(swipe * 100)}%</output>
        </label>
      ) : null}
      {comparing && shownCount > 1 ? (
        <p className="atlas-muted">
          Left of the swipe: {list.find((p) => p.visible)?.label}. Right:{' '}
          {list.filter((p) => p.visible)[1]?.label}.
        </p>
      ) : null}
    </section>
  );
}
