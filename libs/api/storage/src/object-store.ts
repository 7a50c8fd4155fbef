import type { Readable } from 'node:stream';

/** What an upload must contain: anything, or one of the image types (checked by magic bytes). */
export const UPLOAD_ACCEPT = {
  any: 'any',
  image: 'image',
} as const;

/** One accept rule. */
export type UploadAccept = (typeof UPLOAD_ACCEPT)[keyof typeof UPLOAD_ACCEPT];

/** A stored object. */
export interface StoredObject {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/** A stored object as a stream (bounded memory whatever its size). */
export interface StoredObjectStream {
  readonly stream: Readable;
  readonly contentType: string;
  /** Bytes. */
  readonly size: number;
}

/** What an object store knows of one stored object without reading it. */
export interface ObjectInfo {
  readonly key: string;
  readonly size: number;
  readonly contentType: string;
}

/** The rules a signed upload was issued with, checked again by {@link ObjectStore.confirmUpload}. */
export interface UploadRules {
  readonly maxBytes: number;
  readonly accept: UploadAccept;
}

/** A signed upload: send the bytes with `method` to `url` before `expiresAt`. */
export interface SignedUpload {
  /** Absolute (S3) or path-absolute (local store, on this API) URL. */
  readonly url: string;
  readonly method: 'PUT';
  /** Seconds since the epoch. */
  readonly expiresAt: number;
  readonly maxBytes: number;
}

/** Options of {@link ObjectStore.signUpload}. */
export interface SignUploadOptions extends UploadRules {
  /** Seconds; the store's default when absent. */
  readonly expiresInSeconds?: number;
}

/**
 * An object store: bytes under '/'-separated keys, plus URLs signed with an expiry that let a
 * browser upload or download one object without further credentials. The local-filesystem store
 * implements it with HMAC-signed URLs to its own routes; the S3 store with SigV4 presigned URLs.
 */
export interface ObjectStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Stores a file from disk without reading it into memory (S3: one PUT, up to 5 GB). */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /**
   * Stores exactly `size` bytes read from `body` without holding them in memory (S3: one PUT
   * with that length, up to 5 GB). When the stream fails, ends early or gives more, it rejects
   * and no object is left under `key` (not even an earlier one).
   */
  putStream(key: string, body: Readable, size: number, contentType: string): Promise<void>;
  /** The object, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** The object as a stream, or undefined when there is none; the caller consumes or destroys it. */
  getStream(key: string): Promise<StoredObjectStream | undefined>;
  /**
   * `length` bytes of the object from byte `offset` (fewer at its end, none past it), or
   * undefined when there is no such object: ranged reads of large files (COG tiles).
   */
  readRange(key: string, offset: number, length: number): Promise<Uint8Array | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; no error when it does not exist. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a folder such as `users/42/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** The keys under `prefix` (a folder such as `listings/7/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /**
   * Checks an object uploaded through a signed URL against the rules it was signed with (size,
   * image by magic bytes) and deletes it when it breaks them (then throws the 4xx
   * `StorageError`). The local store enforces them during the upload already; S3 cannot, so call
   * this before trusting an uploaded key. Throws a 404 when there is no such object.
   */
  confirmUpload(key: string, rules: UploadRules): Promise<ObjectInfo>;
  signUpload(key: string, options: SignUploadOptions): SignedUpload;
  /** A download URL valid until `expiresAt` (seconds since the epoch). */
  signDownload(key: string, expiresAt: number): string;
}
