/** What changes when a layer holding `current` ids is asked to show `next` ids. */
export interface IdDiff<T> {
  readonly add: readonly T[];
  readonly remove: readonly T[];
}

/**
 * The ids to add and to remove so that a layer holding `current` shows exactly `next`.
 * Lets a refetch after each pan touch only the listings that entered or left the view.
 */
export function diffIds<T>(current: ReadonlySet<T>, next: Iterable<T>): IdDiff<T> {
  const wanted = new Set(next);
  const add: T[] = [];
  const remove: T[] = [];
  for (const id of wanted) if (!current.has(id)) add.push(id);
  for (const id of current) if (!wanted.has(id)) remove.push(id);
  return { add, remove };
}
