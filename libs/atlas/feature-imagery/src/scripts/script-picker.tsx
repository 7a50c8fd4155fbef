import { useState } from 'react';
import { useStore } from 'zustand';
import { QUICK_SCRIPTS, scriptById, scriptByName, scriptsOf } from '@unfurl/imagery-core';
import type { BuiltInScript } from '@unfurl/imagery-core';
import { Spinner } from '@unfurl/ui-kit';
import { scriptFitsDay } from '../results/day-script';
import type { ThumbnailLoader } from '../results/thumbnail-loader';
import { useThumbnail } from '../results/use-thumbnail';
import { satelliteLabel } from '../state/imagery-family';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryStore } from '../state/imagery-state';
import {
  CUSTOM_SCRIPT_ID,
  SCRIPT_THUMB_SIDE,
  checkArea,
  fitSize,
  renderBody,
} from '../state/render-plan';
import { overlayPreviewImage } from './overlay-preview';
import { ScriptLegend } from './script-legend';

function ScriptThumb({
  script,
  store,
  spec,
  loader,
  enabled,
}: {
  readonly script: BuiltInScript;
  readonly store: ImageryStore;
  readonly spec: FamilySpec;
  readonly loader: ThumbnailLoader;
  readonly enabled: boolean;
}) {
  const area = useStore(store, (s) => s.area);
  const day = useStore(store, (s) => s.selectedDay);
  const check = area ? checkArea(area, spec) : undefined;
  const body =
    enabled && area && day && check?.ok
      ? renderBody(
          { bbox: area, day, ...fitSize(check.widthPx, check.heightPx, SCRIPT_THUMB_SIDE) },
          { kind: 'builtin', script },
          spec,
        )
      : null;
  const url = useThumbnail(loader, body);
  if (url) return <img className="imagery-script__thumb" src={url} alt="" />;
  // Nothing of the chosen day to render yet (or the script has no image that day): the overlay
  // scripts show their picture of the sample scene instead.
  const sample = body ? undefined : overlayPreviewImage(script.id);
  if (sample) {
    return (
      <img
        className="imagery-script__thumb"
        src={sample}
        alt=""
        title="Sample scene"
        data-testid="script-sample-preview"
      />
    );
  }
  return (
    <span className="imagery-script__thumb imagery-script__thumb--empty" aria-hidden="true">
      {body && url === undefined ? <Spinner label="Loading preview" /> : null}
      {url === null ? <span className="imagery-thumb-none">No preview</span> : null}
    </span>
  );
}

/**
 * The script picker: the quick list as chips, then every built-in script of the family with a
 * preview of the selected day, its description and legend (2§3). Scripts whose satellite has no
 * scene that day are shown but disabled.
 */
export function ScriptPicker({
  store,
  spec,
  loader,
}: {
  readonly store: ImageryStore;
  readonly spec: FamilySpec;
  readonly loader: ThumbnailLoader;
}) {
  const scriptId = useStore(store, (s) => s.scriptId);
  const selectedDay = useStore(store, (s) => s.selectedDay);
  const group = useStore(store, (s) => s.days.find((g) => g.day === s.selectedDay));
  const [showAll, setShowAll] = useState(false);
  const scripts = scriptsOf(spec.family);
  const quick = QUICK_SCRIPTS.map((q) => scriptByName(q.name, spec.family)).filter(
    (s, i, all): s is BuiltInScript =>
      s !== undefined && all.findIndex((o) => o?.id === s.id) === i,
  );
  const fits = (s: BuiltInScript) => (group ? scriptFitsDay(s, group) : true);
  const selected = scriptById(scriptId);
  const choose = (s: BuiltInScript) => void store.getState().selectScript(s.id);

  return (
    <section className="imagery-step" aria-labelledby="imagery-script-title">
      <header className="imagery-step__head">
        <span className="imagery-step__num">4</span>
        <h3 id="imagery-script-title" className="imagery-step__title">
          Rendering script
        </h3>
      </header>
      {!selectedDay ? <p className="atlas-muted">Pick a day to preview it on the map.</p> : null}
      <div className="imagery-quick" role="group" aria-label="Quick scripts">
        {quick.map((s) => (
          <button
            key={s.id}
            type="button"
            className={`imagery-quick__chip ${s.id === scriptId ? 'imagery-quick__chip--on' : ''}`}
            aria-pressed={s.id === scriptId}
            disabled={!fits(s)}
            title={
              fits(s)
                ? s.description
                : `No ${satelliteLabel(s.sentinelSatelliteType)} image this day`
            }
            data-testid="quick-script"
            onClick={() => choose(s)}
          >
            {s.name}
          </button>
        ))}
      </div>
      {selected ? (
        <div className="imagery-script-detail" data-testid="script-detail">
          <strong>{selected.name}</strong>
          <p className="atlas-muted">{selected.description}</p>
          <ScriptLegend legend={selected.legend} />
        </div>
      ) : scriptId === CUSTOM_SCRIPT_ID ? (
        <div className="imagery-script-detail">
          <strong>Custom script</strong>
          <p className="atlas-muted">Your own evalscript from the script editor.</p>
        </div>
      ) : null}
      <button
        type="button"
        className="imagery-link"
        aria-expanded={showAll}
        data-testid="all-scripts-toggle"
        onClick={() => setShowAll(!showAll)}
      >
        {showAll ? 'Hide the script list' : `All ${scripts.length} scripts with previews`}
      </button>
      {showAll ? (
        <ul className="imagery-scripts" aria-label="Scripts">
          {scripts.map((s) => {
            const enabled = fits(s);
            return (
              <li key={s.id}>
                <button
                  type="button"
                  className={`imagery-script ${s.id === scriptId ? 'imagery-script--on' : ''}`}
                  disabled={!enabled}
                  aria-pressed={s.id === scriptId}
                  data-testid="script-option"
                  onClick={() => choose(s)}
                >
                  <ScriptThumb
                    script={s}
                    store={store}
                    spec={spec}
                    loader={loader}
                    enabled={enabled}
                  />
                  <span className="imagery-script__body">
                    <span className="imagery-script__name">{s.name}</span>
                    <span className="imagery-script__desc">
                      {enabled
                        ? s.description
                        : `Needs a ${satelliteLabel(s.sentinelSatelliteType)} image on this day.`}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
