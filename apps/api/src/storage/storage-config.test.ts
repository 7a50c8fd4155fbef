import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { readStorageBackend, readStorageConfig } from './storage-config';

describe('readStorageConfig', () => {
  it('reads STORAGE_DIR and STORAGE_SECRET; the default folder is under DATA_DIR', () => {
    const secret = 's'.repeat(32);
    expect(readStorageConfig({ STORAGE_DIR: '/srv/files', STORAGE_SECRET: secret })).toEqual({
      rootDir: '/srv/files',
      secret,
      secretGenerated: false,
    });
    expect(readStorageConfig({ DATA_DIR: '/var/unfurl', STORAGE_SECRET: secret }).rootDir).toBe(
      '/var/unfurl/storage',
    );
    expect(readStorageConfig({ STORAGE_SECRET: secret }).rootDir).toBe(`${REPO_ROOT}.data/storage`);
  });

  it('makes up a random secret when none is set, and refuses a short one', () => {
    const first = readStorageConfig({});
    expect(first.secretGenerated).toBe(true);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(readStorageConfig({}).secret).not.toBe(first.secret);
    expect(() => readStorageConfig({ STORAGE_SECRET: 'short' })).toThrow(/at least 32/);
  });
});

describe('readStorageBackend', () => {
  const s3Env = {
    STORAGE: 's3',
    S3_BUCKET: 'unfurl-maps',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  };

  it('is the local store by default, with the local settings', () => {
    const secret = 's'.repeat(32);
    expect(readStorageBackend({ STORAGE_DIR: '/srv/files', STORAGE_SECRET: secret })).toEqual({
      backend: 'local',
      rootDir: '/srv/files',
      secret,
      secretGenerated: false,
    });
    expect(readStorageBackend({ STORAGE: 'LOCAL', STORAGE_SECRET: secret }).backend).toBe('local');
  });

  it('reads the S3 settings: AWS by default, path style with a custom endpoint', () => {
    expect(readStorageBackend(s3Env)).toEqual({
      backend: 's3',
      s3: {
        bucket: 'unfurl-maps',
        region: 'us-east-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: {
          accessKeyId: 'AKIDEXAMPLE',
          secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
        },
      },
    });
    const minio = readStorageBackend({
      ...s3Env,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_SESSION_TOKEN: 'token',
    });
    expect(minio).toMatchObject({
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        region: 'eu-west-3',
        forcePathStyle: true,
        credentials: { sessionToken: 'token' },
      },
    });
    const virtual = readStorageBackend({
      ...s3Env,
      S3_ENDPOINT: 'https://s3.example.org',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(virtual).toMatchObject({ s3: { forcePathStyle: false } });
  });

  it('names the variable that is missing or wrong', () => {
    expect(() => readStorageBackend({ STORAGE: 'ftp' })).toThrow(/STORAGE must be/);
    expect(() => readStorageBackend({ ...s3Env, S3_BUCKET: '' })).toThrow(/S3_BUCKET is required/);
    expect(() => readStorageBackend({ ...s3Env, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => readStorageBackend({ ...s3Env, S3_ACCESS_KEY_ID: ' ' })).toThrow(
      /S3_ACCESS_KEY_ID is required/,
    );
    expect(() => readStorageBackend({ ...s3Env, S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      /S3_SECRET_ACCESS_KEY is required/,
    );
    expect(() => readStorageBackend({ ...s3Env, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => readStorageBackend({ ...s3Env, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE must be true or false/,
    );
  });
});
