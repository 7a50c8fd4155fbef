import type { Listing } from '@unfurl/domain';

/** Most entries kept for the map (above the footprints cap of one view); older ones go first. */
export const FOOTPRINT_CACHE_MAX = 40_000;

/** Whatever the cache holds: anything with a listing id (a full listing or a footprint row). */
type Keyed = Listing | { readonly id: number } | readonly [number, ...unknown[]];

const idOf = (entry: Keyed): number => ('id' in entry ? entry.id : entry[0]);

/**
 * What was fetched for the map so far, by listing id, in insertion order, capped: panning adds
 * the footprints of each new view without dropping what was already drawn.
 */
export class FootprintCache<T extends Keyed = Listing> {
  private readonly byId = new Map<number, T>();

  constructor(private readonly max = FOOTPRINT_CACHE_MAX) {}

  /** Adds or refreshes entries; returns true when anything changed. */
  add(entries: readonly T[]): boolean {
    let changed = false;
    for (const entry of entries) {
      const id = idOf(entry);
      const known = this.byId.get(id);
      if (known === entry) continue;
      if (known) this.byId.delete(id);
      this.byId.set(id, entry);
      changed = true;
    }
    while (this.byId.size > this.max) {
      const oldest = this.byId.keys().next().value;
      if (oldest === undefined) break;
      this.byId.delete(oldest);
    }
    return changed;
  }

  get(id: number): T | undefined {
    return this.byId.get(id);
  }

  all(): T[] {
    return [...this.byId.values()];
  }

  /** Forgets every entry (the filters changed). */
  clear(): void {
    this.byId.clear();
  }

  get size(): number {
    return this.byId.size;
  }
}
