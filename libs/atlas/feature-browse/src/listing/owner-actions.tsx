import { useState } from 'react';
import { useStore } from 'zustand';
import { isApiError, type OwnListing } from '@unfurl/api-client';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import type { Listing } from '@unfurl/domain';
import { Button } from '@unfurl/ui-kit';
import { ActionMessage, type ActionOutcome } from './action-message';
import { OwnerFiles } from './owner-files';
import { OwnerMetadataForm } from './owner-metadata-form';
import { metadataProblem, type MetadataDraft } from './owner-metadata-rules';
import './owner-actions.css';

/** Props of <OwnerActions>. */
export interface OwnerActionsProps {
  readonly listing: Listing;
}

type Open = 'edit' | 'files' | null;

/**
 * What a map's owner can do on its page (1§4, 1§7): edit its title, description, tags and
 * categories, see, add and delete its files and, once rejected, send it
 * back for review. Shown to the owner only; the server checks ownership again.
 * A saved map is shown as the server answered, without fetching it again.
 */
export function OwnerActions({ listing }: OwnerActionsProps) {
  const { client, account, listings } = useAtlasServices();
  const ownerId = useStore(account, (s) => s.profile?.userId);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ActionOutcome | null>(null);
  if (!ownerId || ownerId !== listing.userId) return null;

  const toggle = (which: Open) => {
    setOpen(open === which ? null : which);
    setMessage(null);
  };
  const run = async (work: () => Promise<OwnListing>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await work();
      setMessage({ ok: true, text: done });
      if (open === 'edit') setOpen(null);
      listings.getState().showSaved(saved);
    } catch (error) {
      setMessage({ ok: false, text: isApiError(error) ? error.message : 'The change failed.' });
    } finally {
      setBusy(false);
    }
  };
  const save = (draft: MetadataDraft) => {
    const problem = metadataProblem(draft);
    if (problem) return setMessage({ ok: false, text: problem });
    const changes = { ...draft, title: draft.title.trim() };
    void run(() => client.actions.update(listing.id, changes), 'Your changes are saved.');
  };
  const resubmit = () => run(() => client.actions.resubmit(listing.id), 'Sent back for review.');

  return (
    <section className="browse-actions owner-actions" data-testid="owner-actions">
      <div className="browse-actions__buttons">
        <Button
          variant="ghost"
          aria-expanded={open === 'edit'}
          data-testid="owner-edit"
          onClick={() => toggle('edit')}
        >
          Edit
        </Button>
        <Button
          variant="ghost"
          aria-expanded={open === 'files'}
          data-testid="owner-files-open"
          onClick={() => toggle('files')}
        >
          Files
        </Button>
        {listing.reviewStatus === 'REJECTED' ? (
          <Button data-testid="owner-resubmit" disabled={busy} onClick={() => void resubmit()}>
            Resubmit for review
          </Button>
        ) : null}
      </div>
      {open === 'edit' ? (
        <OwnerMetadataForm
          listing={listing}
          busy={busy}
          onSave={save}
          onCancel={() => toggle(null)}
        />
      ) : null}
      {open === 'files' ? <OwnerFiles listing={listing} /> : null}
      <ActionMessage outcome={message} testId="owner-message" />
    </section>
  );
}
