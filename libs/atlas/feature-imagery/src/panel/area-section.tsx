import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '@unfurl/ui-kit';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryStore } from '../state/imagery-state';
import { checkArea, parseBbox } from '../state/render-plan';

const CORNERS = [
  { label: 'West', placeholder: 'lon' },
  { label: 'South', placeholder: 'lat' },
  { label: 'East', placeholder: 'lon' },
  { label: 'North', placeholder: 'lat' },
] as const;

const fmt = (v: number) => (Number.isFinite(v) ? String(Number(v.toFixed(5))) : '');

/** Step 1: draw a box on the map, or type its corners; the 2§5 area messages show here. */
export function AreaSection({
  store,
  spec,
  onFit,
}: {
  readonly store: ImageryStore;
  readonly spec: FamilySpec;
  readonly onFit: () => void;
}) {
  const area = useStore(store, (s) => s.area);
  const problem = useStore(store, (s) => s.areaProblem);
  const active = useStore(store, (s) => s.boxSelectActive);
  const [typed, setTyped] = useState<string[]>(['', '', '', '']);

  useEffect(() => {
    if (area) setTyped(area.map(fmt));
  }, [area]);

  const check = area && !problem ? checkArea(area, spec) : undefined;
  const apply = () => {
    store.getState().setArea(parseBbox(typed));
    onFit();
  };

  return (
    <section className="imagery-step" aria-labelledby="imagery-area-title">
      <header className="imagery-step__head">
        <span className="imagery-step__num">1</span>
        <h3 id="imagery-area-title" className="imagery-step__title">
          Area
        </h3>
      </header>
      <Button
        variant={active ? 'primary' : 'secondary'}
        className="imagery-wide"
        data-testid="box-select"
        aria-pressed={active}
        onClick={() =>
          active ? store.getState().endBoxSelect() : store.getState().beginBoxSelect()
        }
      >
        {active ? 'Drag a box on the map… (click to cancel)' : 'Draw a box on the map'}
      </Button>
      <form
        className="imagery-coords"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        {CORNERS.map((corner, i) => (
          <label key={corner.label} className="imagery-coords__field">
            <span>{corner.label}</span>
            <input
              className="uk-input"
              inputMode="decimal"
              placeholder={corner.placeholder}
              data-testid={`area-${corner.label.toLowerCase()}`}
              value={typed[i] ?? ''}
              onChange={(event) => {
                const next = [...typed];
                next[i] = event.target.value;
                setTyped(next);
              }}
            />
          </label>
        ))}
        <Button
          type="submit"
          variant="ghost"
          className="imagery-coords__apply"
          data-testid="area-apply"
        >
          Use these coordinates
        </Button>
      </form>
      {problem ? (
        <p
          className="imagery-message imagery-message--error"
          role="alert"
          data-testid="area-problem"
        >
          {problem}
        </p>
      ) : check?.ok ? (
        <p className="atlas-muted" data-testid="area-summary">
          {Math.round(check.widthPx * check.resolution) / 1000} ×{' '}
          {Math.round(check.heightPx * check.resolution) / 1000} km · best {check.resolution} m per
          pixel
        </p>
      ) : (
        <p className="atlas-muted">Draw or type the area to search.</p>
      )}
    </section>
  );
}
