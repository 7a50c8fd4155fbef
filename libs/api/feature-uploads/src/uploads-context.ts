import type { Db } from '@unfurl/api-db';
import type { RemoteAccessPolicy } from '@unfurl/api-listing-processing';
import type { ObjectStore, UrlSigner } from '@unfurl/api-storage';
import type { ProcessingQueue } from './processing-queue';

/** What the upload route files share, every default resolved by {@link uploadsPlugin}. */
export type UploadsContext = {
  readonly db: Db;
  readonly store: ObjectStore;
  readonly signer: UrlSigner;
  /** Folder of incoming upload files. */
  readonly uploadsDir: string;
  readonly queue: ProcessingQueue;
  /** Largest map file (bytes). */
  readonly maxFileBytes: number;
  /** Seconds a signed PUT stays valid. */
  readonly expiresInSeconds: number;
  /** Hosts the remote layer checks may reach besides public addresses. */
  readonly remoteLayerPolicy: RemoteAccessPolicy;
  /** Time limit of one remote layer check (ms); undefined: the checker's default. */
  readonly remoteLayerTimeoutMs: number | undefined;
};
