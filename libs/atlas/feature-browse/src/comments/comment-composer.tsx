import { useId, useState } from 'react';
import { Button } from '@unfurl/ui-kit';

/** Props of <CommentComposer>. */
export interface CommentComposerProps {
  readonly label: string;
  readonly submitLabel: string;
  readonly initialText?: string;
  readonly testId: string;
  /** Sends the text; true when the server took it (the field then empties). */
  readonly onSubmit: (text: string) => Promise<boolean>;
  readonly onCancel?: () => void;
}

/** A text area and its send button, for a comment, a reply or an edit. */
export function CommentComposer(props: CommentComposerProps) {
  const { label, submitLabel, testId, onSubmit, onCancel } = props;
  const [text, setText] = useState(props.initialText ?? '');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const send = async () => {
    setBusy(true);
    const ok = await onSubmit(text);
    setBusy(false);
    if (ok) setText('');
  };
  return (
    <div className="comment-composer" data-testid={testId}>
      <label className="uk-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="uk-input comment-composer__text"
        data-testid={`${testId}-text`}
        value={text}
        rows={3}
        maxLength={10_000}
        disabled={busy}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="comment__actions">
        <Button
          data-testid={`${testId}-send`}
          disabled={busy || text.trim() === ''}
          onClick={() => void send()}
        >
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </div>
  );
}
