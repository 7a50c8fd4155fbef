import { useState } from 'react';
import { isConflictError } from '@unfurl/api-client';
import type { ModerationActionRecord, ModerationItem } from '@unfurl/api-client';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { MODERATION_ACTION, MODERATION_LIMITS } from '@unfurl/validators';
import type { ModerationAction } from '@unfurl/validators';
import { Button, TextField } from '@unfurl/ui-kit';
import { errorText } from '../dialog/error-text';

/** What each action says when it is done, and its button. */
const DONE: Readonly<Record<ModerationAction, { label: string; done: string }>> = {
  DISMISS: { label: 'Dismiss', done: 'Reports dismissed' },
  HIDE: { label: 'Hide', done: 'Hidden; reporters and author told why' },
  DELETE: { label: 'Delete', done: 'Deleted; reporters and author told why' },
};

const ACTIONS: readonly ModerationAction[] = Object.values(MODERATION_ACTION);

/** Comment text as written (a string or lines), shown as plain text, never HTML. */
const asText = (text: string | readonly string[]): string =>
  typeof text === 'string' ? text : text.join('\n');

/** Props of <ModerationItemCard>. */
export interface ModerationItemCardProps {
  readonly item: ModerationItem;
  /** Called once the item is resolved (by this admin, or by another one first: a 409). */
  readonly onResolved: (item: ModerationItem, record: ModerationActionRecord | null) => void;
}

/**
 * One reported listing or comment: what was reported, by whom and why, a reason field and
 * Dismiss, Hide and Delete (the reason is required to hide or delete; reporters and author are
 * told it).
 */
export function ModerationItemCard({ item, onResolved }: ModerationItemCardProps) {
  const { client, toasts } = useAtlasServices();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<ModerationAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const target = item.target === 'COMMENT' ? 'comment' : 'listing';

  const act = async (action: ModerationAction) => {
    if (action !== MODERATION_ACTION.DISMISS && reason.trim() === '') {
      setError('Give a reason to hide or delete: the reporters and the author are told it.');
      return;
    }
    setError(null);
    setBusy(action);
    try {
      const trimmed = reason.trim();
      const record = await client.moderation.resolve(target, item.id, {
        action,
        ...(trimmed ? { reason: trimmed } : {}),
      });
      toasts.getState().success(DONE[action].done);
      onResolved(item, record);
    } catch (caught) {
      if (isConflictError(caught)) {
        toasts.getState().info('Another administrator resolved these reports first.');
        onResolved(item, null);
      } else {
        setError(errorText(caught));
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="moderation-item" data-testid="moderation-item" data-target={item.target}>
      <div className="moderation-item__head">
        <span className="moderation-item__kind">
          {item.target === 'COMMENT' ? 'Comment' : 'Map'}
        </span>
        <strong className="moderation-item__title">{item.listingTitle}</strong>
        <span className="moderation-item__count" title="Open reports">
          {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'}
        </span>
      </div>
      {item.commentText !== null ? (
        <blockquote className="moderation-item__quote">{asText(item.commentText)}</blockquote>
      ) : null}
      <p className="account-page__text">
        By {item.authorName ?? 'a deleted account'}
        {item.hidden ? ' · already hidden' : ''}
      </p>
      <ul className="moderation-item__reports">
        {item.reports.map((report) => (
          <li key={report.userId}>
            <strong>{report.reason}</strong>
            {report.message ? `: ${report.message}` : ''}
            <span className="moderation-item__reporter">
              {' '}
              ({report.userName ?? 'deleted account'})
            </span>
          </li>
        ))}
      </ul>
      <TextField
        label="Reason (told to the reporters and the author)"
        value={reason}
        maxLength={MODERATION_LIMITS.reasonMax}
        onChange={(event) => setReason(event.target.value)}
        data-testid="moderation-reason"
      />
      {error ? (
        <p className="moderation-item__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="moderation-item__actions">
        {ACTIONS.map((action) => (
          <Button
            key={action}
            variant={action === MODERATION_ACTION.DISMISS ? 'secondary' : 'primary'}
            className={`moderation-item__${action.toLowerCase()}`}
            disabled={busy !== null}
            data-testid={`moderation-${action.toLowerCase()}`}
            onClick={() => void act(action)}
          >
            {busy === action ? `${DONE[action].label}…` : DONE[action].label}
          </Button>
        ))}
      </div>
    </li>
  );
}
