import { cogDisplay, openCogFromRanges } from '@unfurl/api-imagery';
import type { CogDisplay, CogSource } from '@unfurl/api-imagery';
import type { ObjectStore } from '@unfurl/api-storage';

/** A listing's COG opened for tiles: its headers and how its samples become colours. */
export interface OpenedCog {
  readonly source: CogSource;
  readonly display: CogDisplay;
}

/** Opened COGs of listings, least recently used dropped. */
export interface ListingCogs {
  /**
   * The COG stored under `key`, opened once per `version` (the listing's update time: a new
   * upload is a new version); undefined when the store has no such object.
   */
  open(key: string, version: number): Promise<OpenedCog | undefined>;
}

/** How many COGs stay open by default (a map view asks ~20 tiles of one or two). */
export const OPEN_COGS = 16;

class MissingObject extends Error {}

/**
 * An LRU of COGs read by byte ranges from the object store (local file reads or S3 ranged
 * GETs, through a block cache per file): a map view's tiles share one opened file.
 */
export function createListingCogs(store: ObjectStore, size = OPEN_COGS): ListingCogs {
  const opened = new Map<string, Promise<OpenedCog | undefined>>();
  const load = async (key: string): Promise<OpenedCog | undefined> => {
    const read = async (offset: number, length: number) => {
      const bytes = await store.readRange(key, offset, length);
      if (!bytes) throw new MissingObject(key);
      return bytes;
    };
    try {
      const source = await openCogFromRanges(read, key);
      return { source, display: await cogDisplay(source) };
    } catch (error) {
      if (error instanceof MissingObject) return undefined;
      throw error;
    }
  };
  return {
    open(key, version) {
      const id = `${key}@${version}`;
      const hit = opened.get(id);
      if (hit) {
        opened.delete(id);
        opened.set(id, hit);
        return hit;
      }
      const opening = load(key);
      opened.set(id, opening);
      // Neither failures nor missing files are kept: the next request tries again.
      opening.then(
        (cog) => cog ?? opened.delete(id),
        () => opened.delete(id),
      );
      while (opened.size > size) opened.delete(opened.keys().next().value!);
      return opening;
    },
  };
}
