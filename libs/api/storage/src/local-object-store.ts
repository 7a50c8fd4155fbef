import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import {
  copyFile,
  mkdir,
  open,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { exactLength } from './exact-length';
import { assertObjectKey } from './object-key';
import { UPLOAD_ACCEPT } from './object-store';
import type { ObjectStore, SignedUpload, StoredObjectStream } from './object-store';
import { StorageError, STORAGE_ERROR_CODE } from './storage-error';
import { createUrlSigner } from './url-signer';
import { SNIFF_BYTES, uploadedContentType } from './upload-check';

/** Options of {@link createLocalObjectStore}. */
export interface LocalObjectStoreOptions {
  /** Folder of the objects (created on first write). */
  readonly rootDir: string;
  /** HMAC secret of the signed URLs (at least 32 bytes); every API process must share it. */
  readonly secret: string;
  /** Path of the storage routes on the API; default `/v1/storage`. */
  readonly urlPrefix?: string;
  /** Lifetime of upload URLs without an explicit one; default 900 s. */
  readonly uploadExpiresInSeconds?: number;
  /** Clock, epoch ms; default Date.now. */
  readonly now?: () => number;
}

/** The query string of a signed storage URL. */
export type SignedQuery = Readonly<Record<string, string | undefined>>;

/** The answer to an accepted upload. */
export interface AcceptedUpload {
  readonly path: string;
  readonly contentType: string;
  readonly size: number;
}

/** The local store, plus the checks its HTTP routes run on signed requests. */
export interface LocalObjectStore extends ObjectStore {
  readonly urlPrefix: string;
  /** Checks a signed PUT (signature, expiry, size, content) and stores the bytes. */
  acceptUpload(key: string, query: SignedQuery, bytes: Uint8Array): Promise<AcceptedUpload>;
  /** Checks a signed GET and opens the object as a stream. */
  openDownload(key: string, query: SignedQuery): Promise<StoredObjectStream>;
}

const META_SUFFIX = '.meta.json';

/** A store that keeps objects in a folder and signs URLs served by `storageRoutes`. */
export function createLocalObjectStore(options: LocalObjectStoreOptions): LocalObjectStore {
  const signer = createUrlSigner(options.secret);
  const now = options.now ?? Date.now;
  const urlPrefix = (options.urlPrefix ?? '/v1/storage').replace(/\/$/, '');
  const objectsDir = join(options.rootDir, 'objects');
  const metaDir = join(options.rootDir, 'meta');
  const fileOf = (key: string): string => join(objectsDir, assertObjectKey(key));
  const metaOf = (key: string): string => join(metaDir, assertObjectKey(key) + META_SUFFIX);
  const nowSeconds = (): number => Math.floor(now() / 1000);
  const pathOf = (key: string): string =>
    `${urlPrefix}/${key.split('/').map(encodeURIComponent).join('/')}`;

  const writeAtomically = async (
    file: string,
    bytes: Uint8Array | string | { readonly copyOf: string },
  ): Promise<void> => {
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    if (typeof bytes === 'object' && 'copyOf' in bytes) await copyFile(bytes.copyOf, temporary);
    else await writeFile(temporary, bytes);
    await rename(temporary, file);
  };
  const contentTypeOf = async (key: string): Promise<string> => {
    const meta = JSON.parse(await readFile(metaOf(key), 'utf8')) as { contentType?: string };
    return meta.contentType ?? 'application/octet-stream';
  };

  const store: LocalObjectStore = {
    urlPrefix,
    async put(key, bytes, contentType) {
      await writeAtomically(fileOf(key), bytes);
      await writeAtomically(metaOf(key), JSON.stringify({ contentType }));
    },
    async putFile(key, path, contentType) {
      await writeAtomically(fileOf(key), { copyOf: path });
      await writeAtomically(metaOf(key), JSON.stringify({ contentType }));
    },
    async putStream(key, body, size, contentType) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      const out = createWriteStream(temporary);
      try {
        await pipeline(body, exactLength(size), out);
        await rename(temporary, file);
      } catch (error) {
        // The file is opened asynchronously: a body that breaks at once can fail the pipeline
        // before the open has finished, and the file would appear after it was removed.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await rm(temporary, { force: true });
        await store.delete(key);
        throw error;
      }
      await writeAtomically(metaOf(key), JSON.stringify({ contentType }));
    },
    async get(key) {
      try {
        const bytes = await readFile(fileOf(key));
        return { bytes: new Uint8Array(bytes), contentType: await contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async getStream(key) {
      const file = fileOf(key);
      try {
        const [{ size }, contentType] = await Promise.all([stat(file), contentTypeOf(key)]);
        return { stream: createReadStream(file), contentType, size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async readRange(key, offset, length) {
      let handle;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      try {
        const buffer = new Uint8Array(length);
        const { bytesRead } = await handle.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      const folder = assertObjectKey(prefix.replace(/\/+$/, ''));
      await rm(join(objectsDir, folder), { recursive: true, force: true });
      await rm(join(metaDir, folder), { recursive: true, force: true });
    },
    async list(prefix) {
      const folder =
        prefix === '' ? objectsDir : join(objectsDir, assertObjectKey(prefix.replace(/\/+$/, '')));
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map((entry) =>
          relative(objectsDir, join(entry.parentPath, entry.name)).split(sep).join('/'),
        )
        .sort();
    },
    async confirmUpload(key, rules) {
      const file = fileOf(key);
      const head = new Uint8Array(SNIFF_BYTES);
      let size: number;
      try {
        const handle = await open(file, 'r');
        try {
          size = (await handle.stat()).size;
          await handle.read(head, 0, SNIFF_BYTES, 0);
        } finally {
          await handle.close();
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        throw new StorageError(STORAGE_ERROR_CODE.notFound, 'No such file');
      }
      try {
        return { key, size, contentType: uploadedContentType(size, head, rules) };
      } catch (error) {
        await store.delete(key);
        throw error;
      }
    },
    signUpload(key, upload): SignedUpload {
      assertObjectKey(key);
      const expiresAt =
        nowSeconds() + (upload.expiresInSeconds ?? options.uploadExpiresInSeconds ?? 900);
      const fields = {
        method: 'PUT',
        key,
        expiresAt,
        maxBytes: upload.maxBytes,
        accept: upload.accept,
      } as const;
      const query = new URLSearchParams({
        expires: String(expiresAt),
        max: String(upload.maxBytes),
        accept: upload.accept,
        signature: signer.sign(fields),
      });
      return {
        url: `${pathOf(key)}?${query}`,
        method: 'PUT',
        expiresAt,
        maxBytes: upload.maxBytes,
      };
    },
    signDownload(key, expiresAt) {
      assertObjectKey(key);
      const signature = signer.sign({ method: 'GET', key, expiresAt });
      return `${pathOf(key)}?${new URLSearchParams({ expires: String(expiresAt), signature })}`;
    },
    async acceptUpload(key, query, bytes) {
      assertObjectKey(key);
      const maxBytes = Number(query['max']);
      const accept = query['accept'];
      checkSignature(query, { method: 'PUT', key, maxBytes, accept });
      if (accept !== UPLOAD_ACCEPT.any && accept !== UPLOAD_ACCEPT.image) {
        throw new StorageError(STORAGE_ERROR_CODE.invalidSignature, 'Unknown accept rule');
      }
      const contentType = uploadedContentType(bytes.length, bytes, { maxBytes, accept });
      await store.put(key, bytes, contentType);
      return { path: key, contentType, size: bytes.length };
    },
    async openDownload(key, query) {
      assertObjectKey(key);
      checkSignature(query, { method: 'GET', key });
      const object = await store.getStream(key);
      if (!object) throw new StorageError(STORAGE_ERROR_CODE.notFound, 'No such file');
      return object;
    },
  };

  function checkSignature(
    query: SignedQuery,
    fields: { method: 'GET' | 'PUT'; key: string; maxBytes?: number; accept?: string | undefined },
  ): void {
    const expiresAt = Number(query['expires']);
    const signature = query['signature'] ?? '';
    const valid =
      Number.isSafeInteger(expiresAt) &&
      (fields.maxBytes === undefined || Number.isSafeInteger(fields.maxBytes)) &&
      signer.verify({ ...fields, expiresAt }, signature);
    if (!valid) {
      throw new StorageError(STORAGE_ERROR_CODE.invalidSignature, 'The link is not valid');
    }
    if (expiresAt < nowSeconds()) {
      throw new StorageError(STORAGE_ERROR_CODE.expired, 'The link has expired');
    }
  }

  return store;
}
