import { useEffect, useRef } from 'react';
import { javascript } from '@codemirror/lang-javascript';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, lineNumbers } from '@codemirror/view';
import { minimalSetup } from 'codemirror';
import { scriptDiagnostics } from './script-diagnostics';

/** Props of {@link CodeEditor}. */
export interface CodeEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The last run's error message; a `(line L, column C)` in it is marked in the editor. */
  readonly error: string;
  readonly label: string;
  readonly testId?: string;
}

/**
 * A CodeMirror 6 editor for evalscripts: JavaScript syntax, line numbers, undo history and a
 * lint gutter where the imagery service's error shows at the user's own line. The content
 * element carries `testId` and the label (it is what a user and assistive tech type into).
 */
export function CodeEditor({ value, onChange, error, label, testId }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          minimalSetup,
          lineNumbers(),
          highlightActiveLine(),
          javascript(),
          lintGutter(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({
            'aria-label': label,
            ...(testId ? { 'data-testid': testId } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; the value and error are synced below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) {
      editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch(setDiagnostics(editor.state, scriptDiagnostics(editor.state.doc, error)));
    // Only a new error places marks; CodeMirror maps them through later edits.
  }, [error]);

  return <div ref={host} className="imagery-editor" />;
}
