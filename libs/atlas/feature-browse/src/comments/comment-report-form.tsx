import { useState } from 'react';
import { Button, TextField } from '@unfurl/ui-kit';

/** Props of <CommentReportForm>. */
export interface CommentReportFormProps {
  readonly onSend: (reason: string, message: string | undefined) => Promise<boolean>;
  readonly onClose: () => void;
}

/** The report of a comment (1§3 Report: reason, message). */
export function CommentReportForm({ onSend, onClose }: CommentReportFormProps) {
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    const ok = await onSend(reason.trim(), message.trim() || undefined);
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <div className="comment-composer" role="group" aria-label="Report comment">
      <TextField
        label="What is wrong with this comment?"
        data-testid="comment-report-reason"
        value={reason}
        maxLength={200}
        disabled={busy}
        onChange={(event) => setReason(event.target.value)}
      />
      <TextField
        label="More detail (optional)"
        data-testid="comment-report-message"
        value={message}
        maxLength={2000}
        disabled={busy}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="comment__actions">
        <Button
          data-testid="comment-report-send"
          disabled={busy || reason.trim() === ''}
          onClick={() => void send()}
        >
          Send report
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
