import type { Annotation } from '../records/annotation';

/** One record's change: its version before and after (undefined where it did not exist). */
export type RecordChange = readonly [from: Annotation | undefined, to: Annotation | undefined];

/** The changes of one step, by annotation id. */
export type RecordDiff = ReadonlyMap<string, RecordChange>;

/** Folds `next` into `into`: each record keeps its earliest `from` and takes the latest `to`. */
export function squashInto(into: Map<string, RecordChange>, next: RecordDiff): void {
  for (const [id, [from, to]] of next) {
    const earlier = into.get(id);
    const start = earlier === undefined ? from : earlier[0];
    if (start === undefined && to === undefined) into.delete(id);
    else into.set(id, [start, to]);
  }
}

/** The diff that undoes `diff`. */
export function invertDiff(diff: RecordDiff): RecordDiff {
  const inverse = new Map<string, RecordChange>();
  for (const [id, [from, to]] of diff) inverse.set(id, [to, from]);
  return inverse;
}
