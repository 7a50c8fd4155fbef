import type { Db } from '@unfurl/api-db';
import type { JobQueue } from '@unfurl/api-jobs';
import type { RemoteAccessPolicy } from '@unfurl/api-listing-processing';
import type { ObjectStore, UrlSigner } from '@unfurl/api-storage';

/** What the upload route files share, every default resolved by {@link uploadsPlugin}. */
export type UploadsContext = {
  readonly db: Db;
  readonly store: ObjectStore;
  readonly signer: UrlSigner;
  /** Local scratch folder: upload bodies without a length are spooled here. */
  readonly uploadsDir: string;
  /** The durable job queue the PUT sends `process-listing` jobs to. */
  readonly jobs: JobQueue;
  /** Largest map file (bytes). */
  readonly maxFileBytes: number;
  /** Seconds a signed PUT stays valid. */
  readonly expiresInSeconds: number;
  /** Hosts the remote layer checks may reach besides public addresses. */
  readonly remoteLayerPolicy: RemoteAccessPolicy;
  /** Time limit of one remote layer check (ms); undefined: the checker's default. */
  readonly remoteLayerTimeoutMs: number | undefined;
};
