import { useState } from 'react';
import { useStore } from 'zustand';
import { Button, Spinner } from '@unfurl/ui-kit';
import type { ImageryStore } from '../state/imagery-state';
import { CUSTOM_SCRIPT_ID } from '../state/render-plan';
import { CodeEditor } from './code-editor';

/**
 * The custom script editor: the user's own evalscript (V3, V1 or a simple script) in a code
 * editor, rendered for the selected day. While it runs the button shows a busy state and Cancel
 * stops the request (the server then stops the script). The imagery service's error shows under
 * the editor and, when it names a line, as a lint mark on that line.
 */
export function ScriptEditor({ store }: { readonly store: ImageryStore }) {
  const source = useStore(store, (s) => s.customScript);
  const day = useStore(store, (s) => s.selectedDay);
  const usingCustom = useStore(store, (s) => s.scriptId === CUSTOM_SCRIPT_ID);
  const imageError = useStore(store, (s) => s.imageError);
  const rendering = useStore(store, (s) => s.loading.image);
  const [open, setOpen] = useState(false);
  const running = usingCustom && rendering;
  const error = usingCustom && !rendering ? imageError : '';
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
          <CodeEditor
            value={source}
            onChange={(text) => store.getState().setCustomScript(text)}
            error={error}
            label="Evalscript"
            testId="script-editor"
          />
          <div className="imagery-editor__actions">
            <Button
              variant={usingCustom ? 'primary' : 'secondary'}
              className="imagery-wide"
              disabled={!day || !source.trim() || running}
              aria-busy={running}
              data-testid="script-run"
              onClick={() => void store.getState().selectScript(CUSTOM_SCRIPT_ID)}
            >
              {running ? <Spinner label="Running" /> : null}
              {running
                ? 'Running your script…'
                : day
                  ? 'Render my script'
                  : 'Pick a day to render your script'}
            </Button>
            {running ? (
              <Button
                variant="secondary"
                data-testid="script-cancel"
                onClick={() => store.getState().cancelImage()}
              >
                Cancel
              </Button>
            ) : null}
          </div>
          {error ? (
            <p
              className="imagery-message imagery-message--error"
              role="alert"
              data-testid="script-error"
            >
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
