import { ANNOTATION_DEFAULTS } from '@unfurl/domain';
import type { Annotation } from '../records/annotation';
import { invertDiff, squashInto, type RecordChange, type RecordDiff } from './record-diff';
import { UNDO_LIMIT, UndoStack } from './undo-stack';

/** Why the records changed: a user edit, history, a gesture bailed, a load, or an unrecorded edit. */
export type StoreChangeReason = 'edit' | 'undo' | 'redo' | 'bail' | 'load' | 'unrecorded';

/** Called after every change with the diff applied. */
export type StoreListener = (diff: RecordDiff, reason: StoreChangeReason) => void;

/**
 * The annotations of one drawing, with undo and redo as record diffs (1§4). Each edit is one
 * step, except inside a gesture (`mark` … `commit` on pointer-up) which is one step however many
 * edits it holds; `bail` (Escape) returns to the mark. Selection, z-index and bulk replacement
 * (`replaceAll`, used for loads) are not recorded.
 */
export class AnnotationStore {
  readonly #records = new Map<string, Annotation>();
  readonly #stack: UndoStack;
  readonly #listeners = new Set<StoreListener>();
  #gesture: Map<string, RecordChange> | undefined;
  #selection: ReadonlySet<string> = new Set();
  #topZIndex: number = ANNOTATION_DEFAULTS.zIndex;

  constructor(options: { readonly undoLimit?: number } = {}) {
    this.#stack = new UndoStack(options.undoLimit ?? UNDO_LIMIT);
  }

  /** One annotation by id. */
  get(id: string): Annotation | undefined {
    return this.#records.get(id);
  }

  /** Every annotation, in insertion order. */
  all(): Annotation[] {
    return [...this.#records.values()];
  }

  get size(): number {
    return this.#records.size;
  }

  get selection(): ReadonlySet<string> {
    return this.#selection;
  }

  /** The highest z-index handed out; 401 on a fresh or cleared drawing. */
  get topZIndex(): number {
    return this.#topZIndex;
  }

  get canUndo(): boolean {
    return this.#stack.undoDepth > 0;
  }

  get canRedo(): boolean {
    return this.#stack.redoDepth > 0;
  }

  get undoDepth(): number {
    return this.#stack.undoDepth;
  }

  get inGesture(): boolean {
    return this.#gesture !== undefined;
  }

  subscribe(listener: StoreListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Adds or replaces annotations (recorded). */
  put(annotations: readonly Annotation[]): void {
    const diff = new Map<string, RecordChange>();
    for (const a of annotations) diff.set(a.id, [this.#records.get(a.id), a]);
    this.#edit(diff);
  }

  /** Replaces one annotation with `change(current)` (recorded); unknown ids are ignored. */
  update(id: string, change: (current: Annotation) => Annotation): void {
    const current = this.#records.get(id);
    if (current !== undefined) this.#edit(new Map([[id, [current, { ...change(current), id }]]]));
  }

  /** Removes annotations (recorded) and drops them from the selection. */
  remove(ids: readonly string[]): void {
    const diff = new Map<string, RecordChange>();
    for (const id of ids) {
      const current = this.#records.get(id);
      if (current !== undefined) diff.set(id, [current, undefined]);
    }
    this.#edit(diff);
  }

  /** Deletes every annotation of every kind (one undoable step) and resets the z-index to 401. */
  deleteAll(): void {
    this.remove([...this.#records.keys()]);
    this.#topZIndex = ANNOTATION_DEFAULTS.zIndex;
  }

  /** Bulk replacement, e.g. loading a saved project: not recorded; history and selection cleared. */
  replaceAll(annotations: readonly Annotation[]): void {
    const diff = new Map<string, RecordChange>();
    for (const [id, a] of this.#records) diff.set(id, [a, undefined]);
    for (const a of annotations) diff.set(a.id, [this.#records.get(a.id), a]);
    this.#gesture = undefined;
    this.#stack.clear();
    this.#selection = new Set();
    this.#topZIndex = ANNOTATION_DEFAULTS.zIndex;
    this.#apply(diff, 'load');
  }

  /** Sets the selection (not recorded; the redo steps stay). */
  select(ids: Iterable<string>): void {
    this.#selection = new Set([...ids].filter((id) => this.#records.has(id)));
  }

  /** Sets an annotation's z-index (not recorded; undo and redo keep the current z-index). */
  setZIndex(id: string, zIndex: number): void {
    const current = this.#records.get(id);
    if (current === undefined || current.zIndex === zIndex) return;
    this.#apply(new Map([[id, [current, { ...current, zIndex }]]]), 'unrecorded');
  }

  /** Raises an annotation above every other (not recorded). */
  bringToFront(id: string): void {
    if (this.#records.has(id)) this.setZIndex(id, this.#topZIndex + 1);
  }

  /** Starts a gesture (pointer-down): its edits become one step. An open gesture is committed first. */
  mark(): void {
    this.commit();
    this.#gesture = new Map();
  }

  /** Ends the gesture (pointer-up) as one step, if it changed anything. */
  commit(): void {
    const gesture = this.#gesture;
    this.#gesture = undefined;
    if (gesture !== undefined && gesture.size > 0) this.#stack.push(gesture);
  }

  /** Returns to the mark (Escape): the gesture's edits are reverted and not recorded. */
  bail(): void {
    const gesture = this.#gesture;
    this.#gesture = undefined;
    if (gesture !== undefined && gesture.size > 0) this.#apply(invertDiff(gesture), 'bail');
  }

  /** Undoes the last step; inside a gesture, bails it instead. False when nothing was undone. */
  undo(): boolean {
    if (this.#gesture !== undefined) {
      const changed = this.#gesture.size > 0;
      this.bail();
      return changed;
    }
    const diff = this.#stack.takeUndo();
    if (diff !== undefined) this.#apply(this.#keepZIndex(invertDiff(diff)), 'undo');
    return diff !== undefined;
  }

  /** Redoes the last undone step. False when there was none. */
  redo(): boolean {
    this.commit();
    const diff = this.#stack.takeRedo();
    if (diff !== undefined) this.#apply(this.#keepZIndex(diff), 'redo');
    return diff !== undefined;
  }

  #edit(diff: Map<string, RecordChange>): void {
    // Putting back the very record that is there changes nothing and makes no step.
    for (const [id, [from, to]] of diff) if (from === to) diff.delete(id);
    if (diff.size === 0) return;
    if (this.#gesture !== undefined) squashInto(this.#gesture, diff);
    else this.#stack.push(diff);
    this.#apply(diff, 'edit');
  }

  /** Z-index is not history: a record that still exists keeps its current z-index. */
  #keepZIndex(diff: RecordDiff): RecordDiff {
    const out = new Map<string, RecordChange>();
    for (const [id, [, to]] of diff) {
      const current = this.#records.get(id);
      const kept =
        to !== undefined && current !== undefined ? { ...to, zIndex: current.zIndex } : to;
      out.set(id, [current, kept]);
    }
    return out;
  }

  #apply(diff: RecordDiff, reason: StoreChangeReason): void {
    let selectionChanged = false;
    for (const [id, [, to]] of diff) {
      if (to === undefined) {
        this.#records.delete(id);
        selectionChanged ||= this.#selection.has(id);
      } else {
        this.#records.set(id, to);
        if (to.zIndex > this.#topZIndex) this.#topZIndex = to.zIndex;
      }
    }
    if (selectionChanged)
      this.#selection = new Set([...this.#selection].filter((id) => this.#records.has(id)));
    for (const listener of this.#listeners) listener(diff, reason);
  }
}
