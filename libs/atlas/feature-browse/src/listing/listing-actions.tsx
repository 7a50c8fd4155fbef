import { useState } from 'react';
import { useStore } from 'zustand';
import { isApiError } from '@unfurl/api-client';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { Button, TextField } from '@unfurl/ui-kit';
import { ActionMessage, type ActionOutcome } from './action-message';
import { parseRecipients } from './email-recipients';

/** Props of <ListingActions>. */
export interface ListingActionsProps {
  readonly listingId: number;
}

type Open = 'share' | 'report' | null;

const failure = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;

/**
 * What a signed-in reader can do with a map (1§7): share it by email and report it
 * . The server's answer is shown as it says; anonymous readers are asked to sign in.
 */
export function ListingActions({ listingId }: ListingActionsProps) {
  const { client, account } = useAtlasServices();
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const [open, setOpen] = useState<Open>(null);
  const [emails, setEmails] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ActionOutcome | null>(null);

  if (!loggedIn) return null;

  const toggle = (which: Open) => {
    setOpen(open === which ? null : which);
    setMessage(null);
  };
  const share = async () => {
    const parsed = parseRecipients(emails);
    if ('problem' in parsed) return setMessage({ ok: false, text: parsed.problem });
    setBusy(true);
    try {
      const result = await client.actions.emailShare(listingId, parsed.emails);
      const sent = result.sent.length;
      const failed = result.failed.length ? ` Not sent to: ${result.failed.join(', ')}.` : '';
      setMessage({
        ok: sent > 0,
        text: `Shared with ${sent} ${sent === 1 ? 'person' : 'people'}.${failed}`,
      });
      if (sent > 0) setEmails('');
    } catch (error) {
      setMessage({ ok: false, text: failure(error, 'The map could not be shared.') });
    } finally {
      setBusy(false);
    }
  };
  const report = async () => {
    if (!reason.trim()) return setMessage({ ok: false, text: 'Say what is wrong with this map.' });
    setBusy(true);
    try {
      await client.actions.report(listingId, { reason: reason.trim() });
      setMessage({ ok: true, text: 'Thank you: the map has been reported.' });
      setReason('');
    } catch (error) {
      setMessage({ ok: false, text: failure(error, 'The report could not be sent.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="browse-actions" data-testid="listing-actions">
      <div className="browse-actions__buttons">
        <Button variant="ghost" data-testid="listing-share-open" onClick={() => toggle('share')}>
          Share by email
        </Button>
        <Button variant="ghost" data-testid="listing-report-open" onClick={() => toggle('report')}>
          Report
        </Button>
      </div>
      {open === 'share' ? (
        <div className="browse-actions__form">
          <TextField
            label="Email addresses"
            placeholder="ana@example.org, li@example.org"
            data-testid="listing-share-emails"
            value={emails}
            disabled={busy}
            onChange={(e) => setEmails(e.target.value)}
          />
          <Button data-testid="listing-share-send" disabled={busy} onClick={() => void share()}>
            Send
          </Button>
        </div>
      ) : null}
      {open === 'report' ? (
        <div className="browse-actions__form">
          <TextField
            label="What is wrong with this map?"
            data-testid="listing-report-reason"
            value={reason}
            disabled={busy}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button data-testid="listing-report-send" disabled={busy} onClick={() => void report()}>
            Send report
          </Button>
        </div>
      ) : null}
      <ActionMessage outcome={message} testId="listing-action-message" />
    </section>
  );
}
