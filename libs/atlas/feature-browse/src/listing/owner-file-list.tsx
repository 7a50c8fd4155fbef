import { useState } from 'react';
import type { ListingFileEntry } from '@unfurl/api-client';
import { Button } from '@unfurl/ui-kit';

/** Props of <OwnerFileList>. */
export interface OwnerFileListProps {
  readonly files: readonly ListingFileEntry[];
  /** The link of a file (`listing-file/{id}/{file}` with subdomain and token, R-250). */
  readonly linkOf: (file: ListingFileEntry) => string;
  readonly busy: boolean;
  readonly onDelete: (file: ListingFileEntry) => void;
}

/** A map's added files, each a download link with Delete asking to confirm first. */
export function OwnerFileList({ files, linkOf, busy, onDelete }: OwnerFileListProps) {
  const [confirming, setConfirming] = useState<number | null>(null);
  if (files.length === 0) {
    return (
      <p className="atlas-muted" data-testid="owner-files-empty">
        No files yet.
      </p>
    );
  }
  return (
    <ul className="owner-files__list" data-testid="owner-file-list">
      {files.map((file) => (
        <li key={file.id} className="owner-files__item" data-testid="owner-file">
          <div className="owner-files__name">
            <a href={linkOf(file)} download={file.filename} data-testid="owner-file-link">
              {file.title || file.filename}
            </a>
            <span className="owner-files__meta">
              {file.title && file.title !== file.filename ? `${file.filename} · ` : ''}
              {file.type}
            </span>
          </div>
          {confirming === file.id ? (
            <div className="owner-files__confirm" role="group" aria-label="Delete this file?">
              <Button
                data-testid="owner-file-delete-confirm"
                disabled={busy}
                onClick={() => {
                  setConfirming(null);
                  onDelete(file);
                }}
              >
                Delete
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => setConfirming(null)}>
                Keep
              </Button>
            </div>
          ) : (
            <Button
              variant="ghost"
              className="owner-files__delete"
              aria-label={`Delete ${file.filename}`}
              data-testid="owner-file-delete"
              disabled={busy}
              onClick={() => setConfirming(file.id)}
            >
              Delete
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
