import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { Button, Spinner } from '@unfurl/ui-kit';
import { formatDay } from '../results/day-script';
import { saveBlob, fileNameOf } from '../dialogs/save-blob';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryStore } from '../state/imagery-state';
import {
  GIF_MAX_SIDE,
  checkArea,
  fitSize,
  renderBody,
  scriptChoice,
  scriptName,
} from '../state/render-plan';
import { decodeFrame } from './decode-frame';
import { encodeGif } from './encode-gif';

type GifState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working'; readonly done: number; readonly total: number }
  | { readonly kind: 'ready'; readonly url: string; readonly blob: Blob }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The gif creator: tick days in the results, order the frames, and make an animated GIF in the
 * browser (gifenc) from frames rendered with the current script. Turning it off clears the list.
 */
export function GifCreator({
  store,
  spec,
}: {
  readonly store: ImageryStore;
  readonly spec: FamilySpec;
}) {
  const active = useStore(store, (s) => s.gifActive);
  const days = useStore(store, (s) => s.gifDays);
  const area = useStore(store, (s) => s.area);
  const scriptId = useStore(store, (s) => s.scriptId);
  const customScript = useStore(store, (s) => s.customScript);
  const [state, setState] = useState<GifState>({ kind: 'idle' });

  useEffect(() => {
    return () => {
      if (state.kind === 'ready') URL.revokeObjectURL(state.url);
    };
  }, [state]);

  const choice = scriptChoice(scriptId, customScript);
  const make = async () => {
    const check = area ? checkArea(area, spec) : undefined;
    if (!area || !choice || !check?.ok || days.length === 0) return;
    const size = fitSize(check.widthPx, check.heightPx, GIF_MAX_SIDE);
    setState({ kind: 'working', done: 0, total: days.length });
    try {
      const frames = [];
      for (const [i, day] of days.entries()) {
        const image = await store
          .getState()
          .downloadImage(renderBody({ bbox: area, day, ...size }, choice, spec));
        frames.push(await decodeFrame(image, formatDay(day)));
        setState({ kind: 'working', done: i + 1, total: days.length });
      }
      const bytes = encodeGif(frames);
      const blob = new Blob([bytes.slice().buffer], { type: 'image/gif' });
      setState({ kind: 'ready', blob, url: URL.createObjectURL(blob) });
    } catch (e) {
      setState({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  };

  return (
    <section className="imagery-tool" aria-labelledby="imagery-gif-title">
      <header className="imagery-tool__head">
        <h3 id="imagery-gif-title" className="imagery-tool__title">
          GIF creator
        </h3>
        <label className="imagery-switch">
          <input
            type="checkbox"
            role="switch"
            checked={active}
            data-testid="gif-toggle"
            onChange={(e) => {
              store.getState().setGifActive(e.target.checked);
              setState({ kind: 'idle' });
            }}
          />
          <span>{active ? 'On' : 'Off'}</span>
        </label>
      </header>
      {active ? (
        <>
          <p className="atlas-muted">
            Tick “GIF” on the days to animate, order the frames, then make the GIF
            {choice ? ` (${scriptName(choice)})` : ''}.
          </p>
          <ol className="imagery-frames" data-testid="gif-frames">
            {days.map((day, i) => (
              <li key={day} className="imagery-frames__item">
                <span className="imagery-frames__n">{i + 1}</span>
                <span className="imagery-frames__day">{formatDay(day)}</span>
                <button
                  type="button"
                  className="imagery-mini"
                  aria-label={`Move ${day} earlier`}
                  disabled={i === 0}
                  onClick={() => store.getState().moveGifDay(day, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="imagery-mini"
                  aria-label={`Move ${day} later`}
                  disabled={i === days.length - 1}
                  onClick={() => store.getState().moveGifDay(day, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="imagery-mini"
                  aria-label={`Remove ${day}`}
                  onClick={() => store.getState().toggleGifDay(day)}
                >
                  ✕
                </button>
              </li>
            ))}
          </ol>
          <Button
            variant="primary"
            className="imagery-wide"
            data-testid="gif-make"
            disabled={days.length === 0 || state.kind === 'working'}
            onClick={() => void make()}
          >
            {state.kind === 'working' ? <Spinner label="Making GIF" /> : null}
            {state.kind === 'working'
              ? `Rendering frame ${Math.min(state.done + 1, state.total)} of ${state.total}…`
              : `Make GIF of ${days.length} ${days.length === 1 ? 'frame' : 'frames'}`}
          </Button>
          {state.kind === 'failed' ? (
            <p className="imagery-message imagery-message--error" role="alert">
              {state.message}
            </p>
          ) : null}
          {state.kind === 'ready' ? (
            <figure className="imagery-gif">
              <img src={state.url} alt="Animated GIF of the chosen days" data-testid="gif-result" />
              <Button
                onClick={() =>
                  saveBlob(
                    state.blob,
                    fileNameOf([spec.family, 'timelapse', ...days.slice(0, 1)], 'gif'),
                  )
                }
              >
                Save GIF
              </Button>
            </figure>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
