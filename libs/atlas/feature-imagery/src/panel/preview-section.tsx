import { useStore } from 'zustand';
import { Button, Spinner } from '@unfurl/ui-kit';
import { formatDay } from '../results/day-script';
import type { ImageryStore } from '../state/imagery-state';
import { scriptChoice, scriptName } from '../state/render-plan';

/** The preview of the selected day on the map: status, layer opacity, download and share. */
export function PreviewSection({ store }: { readonly store: ImageryStore }) {
  const day = useStore(store, (s) => s.selectedDay);
  const image = useStore(store, (s) => s.image);
  const loading = useStore(store, (s) => s.loading.image);
  const imageError = useStore(store, (s) => s.imageError);
  const opacity = useStore(store, (s) => (s.image ? (s.layerOpacity[s.image.key] ?? 1) : 1));
  const scriptId = useStore(store, (s) => s.scriptId);
  const customScript = useStore(store, (s) => s.customScript);
  if (!day) return null;
  const choice = scriptChoice(scriptId, customScript);
  return (
    <section
      className="imagery-preview"
      aria-label="Preview on the map"
      data-testid="imagery-preview"
    >
      <div className="imagery-preview__status">
        {loading ? <Spinner label="Rendering" /> : null}
        <span>
          {loading ? 'Rendering ' : ''}
          <strong>{choice ? scriptName(choice) : ''}</strong> · {formatDay(day)}
        </span>
      </div>
      {imageError ? (
        <p
          className="imagery-message imagery-message--error"
          role="alert"
          data-testid="image-error"
        >
          {imageError}
        </p>
      ) : null}
      {image ? (
        <>
          <label className="imagery-opacity">
            <span>Layer opacity</span>
            <input
              type="range"
              min={0}
              max={100}
              value={Math.round(opacity * 100)}
              data-testid="layer-opacity"
              onChange={(e) =>
                store.getState().setLayerOpacity(image.key, Number(e.target.value) / 100)
              }
            />
            <output>{Math.round(opacity * 100)}%</output>
          </label>
          <div className="imagery-preview__actions">
            <Button data-testid="open-download" onClick={() => store.getState().openDownload()}>
              Download
            </Button>
            <Button data-testid="open-share" onClick={() => store.getState().openShare()}>
              Share
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
