import { useState } from 'react';
import { isCategory, type Listing } from '@unfurl/domain';
import { Button, TextField } from '@unfurl/ui-kit';
import type { MetadataDraft } from './owner-metadata-rules';
import { OwnerTagsEditor } from './owner-tags-editor';

/** Props of <OwnerMetadataForm>. */
export interface OwnerMetadataFormProps {
  readonly listing: Listing;
  readonly busy: boolean;
  readonly onSave: (draft: MetadataDraft) => void;
  readonly onCancel: () => void;
}

/** The draft a listing starts from (categories the atlas does not know are left out). */
export function draftOf(listing: Listing): MetadataDraft {
  return {
    title: listing.title,
    description: listing.description,
    tags: listing.tags,
    categories: listing.categories.filter(isCategory),
  };
}

/** The owner's form for a map's metadata (1§7): title, description, tags and categories. */
export function OwnerMetadataForm({ listing, busy, onSave, onCancel }: OwnerMetadataFormProps) {
  const [draft, setDraft] = useState(() => draftOf(listing));
  return (
    <form
      className="browse-actions__form"
      data-testid="owner-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(draft);
      }}
    >
      <TextField
        label="Title"
        data-testid="owner-title"
        value={draft.title}
        disabled={busy}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
      />
      <label className="browse-detail__opacity owner-form__description">
        Description
        <textarea
          className="uk-input"
          data-testid="owner-description"
          rows={3}
          value={draft.description}
          disabled={busy}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
      </label>
      <OwnerTagsEditor
        value={draft}
        disabled={busy}
        onChange={(next) => setDraft({ ...draft, ...next })}
      />
      <div className="browse-actions__buttons">
        <Button type="submit" variant="primary" data-testid="owner-save" disabled={busy}>
          Save
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
