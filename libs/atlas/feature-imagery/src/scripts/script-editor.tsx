import { useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '@unfurl/ui-kit';
import type { ImageryStore } from '../state/imagery-state';
import { CUSTOM_SCRIPT_ID } from '../state/render-plan';

/**
 * The custom script editor: the user's own evalscript (V3, V1 or a simple script), rendered for
 * the selected day. The imagery service may refuse user scripts; its message shows as the image
 * error.
 */
export function ScriptEditor({ store }: { readonly store: ImageryStore }) {
  const source = useStore(store, (s) => s.customScript);
  const day = useStore(store, (s) => s.selectedDay);
  const usingCustom = useStore(store, (s) => s.scriptId === CUSTOM_SCRIPT_ID);
  const imageError = useStore(store, (s) => s.imageError);
  const rendering = useStore(store, (s) => s.loading.image);
  const [open, setOpen] = useState(false);
  return (
    <section className="imagery-tool" aria-labelledby="imagery-editor-title">
      <header className="imagery-tool__head">
        <h3 id="imagery-editor-title" className="imagery-tool__title">
          Custom script
        </h3>
        <button
          type="button"
          className="imagery-link"
          aria-expanded={open}
          data-testid="editor-toggle"
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide editor' : 'Open editor'}
        </button>
      </header>
      {open ? (
        <>
          <textarea
            className="uk-input imagery-editor"
            spellCheck={false}
            rows={12}
            value={source}
            aria-label="Evalscript"
            data-testid="script-editor"
            onChange={(e) => store.getState().setCustomScript(e.target.value)}
          />
          <Button
            variant={usingCustom ? 'primary' : 'secondary'}
            className="imagery-wide"
            disabled={!day || !source.trim()}
            data-testid="script-run"
            onClick={() => void store.getState().selectScript(CUSTOM_SCRIPT_ID)}
          >
            {day ? 'Render my script' : 'Pick a day to render your script'}
          </Button>
          {usingCustom && imageError && !rendering ? (
            <p
              className="imagery-message imagery-message--error"
              role="alert"
              data-testid="script-error"
            >
              {imageError}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
