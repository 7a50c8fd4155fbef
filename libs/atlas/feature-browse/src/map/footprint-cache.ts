import type { Listing } from '@unfurl/domain';

/** Most listings kept for the map; older entries are dropped first. */
export const FOOTPRINT_CACHE_MAX = 10_000;

/**
 * The listings fetched for the map so far, by id, in insertion order, capped: panning adds the
 * listings of each new view without dropping what was already drawn.
 */
export class FootprintCache {
  private readonly byId = new Map<number, Listing>();

  constructor(private readonly max = FOOTPRINT_CACHE_MAX) {}

  /** Adds or refreshes listings; returns true when anything changed. */
  add(listings: readonly Listing[]): boolean {
    let changed = false;
    for (const listing of listings) {
      const known = this.byId.get(listing.id);
      if (known === listing) continue;
      if (known) this.byId.delete(listing.id);
      this.byId.set(listing.id, listing);
      changed = true;
    }
    while (this.byId.size > this.max) {
      const oldest = this.byId.keys().next().value;
      if (oldest === undefined) break;
      this.byId.delete(oldest);
    }
    return changed;
  }

  get(id: number): Listing | undefined {
    return this.byId.get(id);
  }

  all(): Listing[] {
    return [...this.byId.values()];
  }

  get size(): number {
    return this.byId.size;
  }
}
