import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { useAtlasMap } from '@unfurl/map-react';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryStore } from '../state/imagery-state';
import { scriptChoice } from '../state/render-plan';
import type { ScriptChoice } from '../state/render-plan';
import { formatLonLat, lonLatAt } from './pixel-position';
import type { LonLat } from './pixel-position';

/** What the popup shows: where, and the values there once they arrive. */
type Reading =
  | { readonly state: 'loading'; readonly at: LonLat; readonly x: number; readonly y: number }
  | {
      readonly state: 'ready';
      readonly at: LonLat;
      readonly x: number;
      readonly y: number;
      readonly rows: readonly { readonly label: string; readonly value: number | null }[];
    }
  | {
      readonly state: 'failed';
      readonly at: LonLat;
      readonly x: number;
      readonly y: number;
      readonly message: string;
    };

/** A pointer that moved at most this many pixels between down and up is a click, not a pan. */
const CLICK_SLOP = 4;

/** The labelled values of a point answer: the index (named as the legend names it), else bands. */
export function pointRows(
  outputs: Readonly<Record<string, readonly (number | null)[]>>,
  choice: ScriptChoice,
): { label: string; value: number | null }[] {
  const main = outputs['index'] ? 'index' : outputs['default'] ? 'default' : undefined;
  const quantity =
    choice.kind === 'builtin' && choice.script.legend.kind === 'ramp'
      ? choice.script.legend.quantity
      : undefined;
  if (main) {
    const values = outputs[main]!;
    return values.map((value, b) => ({
      label:
        values.length === 1 ? (quantity ?? (main === 'index' ? 'Index' : 'Value')) : `Band ${b}`,
      value,
    }));
  }
  return Object.entries(outputs)
    .filter(([id]) => id !== 'dataMask')
    .map(([id, values]) => ({ label: `${id} reflectance`, value: values[0] ?? null }));
}

const format = (value: number | null) =>
  value === null ? 'no data' : Math.abs(value) >= 1000 ? value.toFixed(0) : value.toFixed(4);

/**
 * A click on the map (not a drag, not while drawing a box) reads the selected script's values at
 * that pixel of the selected day from the imagery service and shows them, with the coordinate,
 * in a popup at the click. A new click, a map move, Escape or × closes it.
 */
export function PixelValue({
  store,
  spec,
}: {
  readonly store: ImageryStore;
  readonly spec: FamilySpec;
}) {
  const map = useAtlasMap();
  const { imagery } = useAtlasServices();
  const [reading, setReading] = useState<Reading | null>(null);
  const pending = useRef<AbortController | null>(null);
  const shown = useStore(store, (s) => (s.image ? `${s.image.key}` : ''));

  useEffect(() => {
    if (!map) return;
    const target = map.getTarget();
    let down: { x: number; y: number } | null = null;
    const onDown = (e: PointerEvent) => {
      down = { x: e.clientX, y: e.clientY };
    };
    const onUp = (e: PointerEvent) => {
      const start = down;
      down = null;
      if (!start || e.button !== 0) return;
      if (Math.hypot(e.clientX - start.x, e.clientY - start.y) > CLICK_SLOP) return;
      // Only clicks on the map itself (not its controls or this popup).
      if (!(e.target instanceof HTMLCanvasElement)) return;
      const s = store.getState();
      const choice = scriptChoice(s.scriptId, s.customScript);
      if (!s.image || !s.selectedDay || s.boxSelectActive || !choice) return;
      const rect = target.getBoundingClientRect();
      const x = e.clientX - rect.left;
      const y = e.clientY - rect.top;
      const at = lonLatAt(map.getBounds(), x, y, rect.width, rect.height);
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setReading({ state: 'loading', at, x, y });
      const body = {
        lon: at.lon,
        lat: at.lat,
        day: s.selectedDay,
        ...(choice.kind === 'builtin'
          ? { satellite: choice.script.sentinelSatelliteType, evalscriptName: choice.script.name }
          : { satellite: spec.defaultSatellite, evalscript: choice.source }),
      };
      imagery.pointValue(body, { signal: controller.signal }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          setReading({ state: 'ready', at, x, y, rows: pointRows(answer.outputs, choice) });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof Error ? error.message : String(error);
          setReading({ state: 'failed', at, x, y, message });
        },
      );
    };
    const close = () => {
      pending.current?.abort();
      setReading(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    target.addEventListener('pointerdown', onDown);
    target.addEventListener('pointerup', onUp);
    document.addEventListener('keydown', onKey);
    const offMove = map.on('moveend', close);
    return () => {
      target.removeEventListener('pointerdown', onDown);
      target.removeEventListener('pointerup', onUp);
      document.removeEventListener('keydown', onKey);
      offMove();
      pending.current?.abort();
    };
  }, [map, store, imagery, spec]);

  // Another image (day or script) makes the reading stale.
  useEffect(() => setReading(null), [shown]);

  if (!map || !reading) return null;
  const first = reading.state === 'ready' ? (reading.rows[0]?.value ?? null) : null;
  return createPortal(
    <div
      className="imagery-pixel"
      style={{ left: reading.x, top: reading.y }}
      role="status"
      data-testid="pixel-value"
      data-state={reading.state}
      data-value={first === null ? undefined : String(first)}
      data-lon={reading.at.lon}
      data-lat={reading.at.lat}
    >
      <button
        type="button"
        className="imagery-pixel__close"
        aria-label="Close"
        onClick={() => setReading(null)}
      >
        ×
      </button>
      {reading.state === 'loading' ? <p className="imagery-pixel__row">Reading…</p> : null}
      {reading.state === 'failed' ? (
        <p className="imagery-pixel__row imagery-pixel__row--error">{reading.message}</p>
      ) : null}
      {reading.state === 'ready'
        ? reading.rows.map((row) => (
            <p key={row.label} className="imagery-pixel__row">
              <span>{row.label}</span> <strong>{format(row.value)}</strong>
            </p>
          ))
        : null}
      <p className="imagery-pixel__where">{formatLonLat(reading.at)}</p>
    </div>,
    map.getTarget(),
  );
}
