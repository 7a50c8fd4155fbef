import { StorageError, STORAGE_ERROR_CODE } from './storage-error';

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}$/;
const MAX_KEY_LENGTH = 400;

/** True for a key of '/'-separated safe segments (no empty, '.' or '..' segments, no leading dot). */
export function isValidObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment));
}

/** Throws a 400 {@link StorageError} unless the key is valid. */
export function assertObjectKey(key: string): string {
  if (!isValidObjectKey(key)) {
    throw new StorageError(STORAGE_ERROR_CODE.invalidKey, 'Not a valid storage path');
  }
  return key;
}

/** A user-given file name made safe for one key segment (accents and odd characters become -). */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+\./g, '.')
    .replace(/^[.-]+/, '')
    .replace(/-{2,}/g, '-')
    .slice(-100);
  return cleaned === '' ? 'file' : cleaned;
}
