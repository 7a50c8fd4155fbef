import { useEffect, useState } from 'react';
import { createListingLinks, isApiError, type ListingFileEntry } from '@unfurl/api-client';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import type { Listing } from '@unfurl/domain';
import { Spinner } from '@unfurl/ui-kit';
import { ActionMessage, type ActionOutcome } from './action-message';
import { addListingFile } from './add-listing-file';
import { OwnerFileAdd } from './owner-file-add';
import { OwnerFileList } from './owner-file-list';
import { newFileProblem } from './owner-file-rules';

/** Props of <OwnerFiles>. */
export interface OwnerFilesProps {
  readonly listing: Pick<Listing, 'id' | 'listingType'>;
}

const failure = (error: unknown, fallback: string): ActionOutcome => ({
  ok: false,
  text: isApiError(error) ? error.message : fallback,
});

/**
 * The files added to a map, for its owner (1§7): listed with their links, added with the
 * API's two-step upload and deleted after a confirm.
 */
export function OwnerFiles({ listing }: OwnerFilesProps) {
  const { client, apiBase, subdomain, session } = useAtlasServices();
  const [files, setFiles] = useState<readonly ListingFileEntry[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<ActionOutcome | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    client.actions.files(listing.id, { signal: controller.signal }).then(
      (loaded) => setFiles(loaded),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFiles([]);
        setMessage(failure(error, 'The files could not be loaded.'));
      },
    );
    return () => controller.abort();
  }, [client, listing.id]);

  const links = createListingLinks({
    baseUrl: apiBase,
    subdomain,
    idToken: session.hooks.getIdToken(),
  });
  const add = async (file: File, title: string): Promise<boolean> => {
    const problem = newFileProblem(file, title, files?.length ?? 0);
    if (problem) {
      setMessage({ ok: false, text: problem });
      return false;
    }
    setBusy(true);
    setMessage(null);
    setProgress(0);
    try {
      const added = await addListingFile(client, listing, file, title, setProgress);
      setFiles((current) => [...(current ?? []), added]);
      setMessage({ ok: true, text: `${added.filename} is added.` });
      return true;
    } catch (error) {
      setMessage(failure(error, 'The file could not be added.'));
      return false;
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  const remove = async (file: ListingFileEntry) => {
    setBusy(true);
    setMessage(null);
    try {
      await client.actions.deleteFile(listing.id, file.id);
      setFiles((current) => (current ?? []).filter((each) => each.id !== file.id));
      setMessage({ ok: true, text: `${file.filename} is deleted.` });
    } catch (error) {
      setMessage(failure(error, 'The file could not be deleted.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="owner-files" data-testid="owner-files" aria-label="Files">
      {files === null ? (
        <Spinner />
      ) : (
        <OwnerFileList
          files={files}
          linkOf={(file) => links.file(listing.id, file.id)}
          busy={busy}
          onDelete={(file) => void remove(file)}
        />
      )}
      <OwnerFileAdd busy={busy || files === null} progress={progress} onAdd={add} />
      <ActionMessage outcome={message} testId="owner-files-message" />
    </section>
  );
}
