import { LIMITS } from '@unfurl/domain';
import type { RecordDiff } from './record-diff';

/** Steps of undo history kept: 50 (1§4, 1§9, R-378). */
export const UNDO_LIMIT: number = LIMITS.undoHistory;

/** Undo and redo stacks of diffs; the oldest undo step falls off past the limit. */
export class UndoStack {
  readonly #limit: number;
  #undos: RecordDiff[] = [];
  #redos: RecordDiff[] = [];

  constructor(limit = UNDO_LIMIT) {
    this.#limit = limit;
  }

  get undoDepth(): number {
    return this.#undos.length;
  }

  get redoDepth(): number {
    return this.#redos.length;
  }

  /** Records a new step; a new step makes the redo steps unreachable. */
  push(diff: RecordDiff): void {
    this.#undos.push(diff);
    if (this.#undos.length > this.#limit) this.#undos.shift();
    this.#redos = [];
  }

  /** The step to undo, moved onto the redo stack. */
  takeUndo(): RecordDiff | undefined {
    const diff = this.#undos.pop();
    if (diff !== undefined) this.#redos.push(diff);
    return diff;
  }

  /** The step to redo, moved back onto the undo stack. */
  takeRedo(): RecordDiff | undefined {
    const diff = this.#redos.pop();
    if (diff !== undefined) this.#undos.push(diff);
    return diff;
  }

  clear(): void {
    this.#undos = [];
    this.#redos = [];
  }
}
