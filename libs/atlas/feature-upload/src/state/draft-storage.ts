import { COORDINATE_SYSTEMS, type CoordinateSystem } from '@unfurl/domain';
import { EMPTY_DRAFT, type UploadDraft } from './upload-store';

/** Where the dialog keeps what was typed, so a failed upload can be tried again (this tab only). */
export const DRAFT_STORAGE_KEY = 'unfurl-upload-draft';

/** The saved draft, or the empty one (a missing, unreadable or foreign value gives the empty one). */
export function loadDraft(storage: Pick<Storage, 'getItem'> | undefined): UploadDraft {
  try {
    const raw = storage?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return EMPTY_DRAFT;
    const saved = JSON.parse(raw) as Partial<Record<keyof UploadDraft, unknown>>;
    const text = (value: unknown, fallback: string) =>
      typeof value === 'string' ? value : fallback;
    return {
      title: text(saved.title, ''),
      description: text(saved.description, ''),
      tags: text(saved.tags, ''),
      categories: Array.isArray(saved.categories)
        ? saved.categories.filter((c): c is string => typeof c === 'string')
        : [],
      crs: (COORDINATE_SYSTEMS as readonly string[]).includes(text(saved.crs, ''))
        ? (saved.crs as CoordinateSystem)
        : EMPTY_DRAFT.crs,
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Saves the draft (an empty one removes it). Storage failures (private mode, full) are ignored. */
export function saveDraft(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  draft: UploadDraft,
): void {
  try {
    const empty =
      !draft.title && !draft.description && !draft.tags && draft.categories.length === 0;
    if (empty) storage?.removeItem(DRAFT_STORAGE_KEY);
    else storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Keeping the draft is a convenience; the upload works without it.
  }
}
