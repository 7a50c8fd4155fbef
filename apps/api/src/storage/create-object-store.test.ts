import { describe, expect, it } from 'vitest';
import { createConfiguredStore } from './create-object-store';

describe('createConfiguredStore', () => {
  it('builds the local store by default and the S3 store for STORAGE=s3', () => {
    const local = createConfiguredStore({
      STORAGE_DIR: '/tmp/unfurl-x',
      STORAGE_SECRET: 'k'.repeat(32),
    });
    expect(local.backend).toBe('local');
    expect(local.store.signDownload('a/b.png', 2_000_000_000)).toMatch(
      /^\/v1\/storage\/a\/b\.png\?/,
    );
    const s3 = createConfiguredStore({
      STORAGE: 's3',
      S3_BUCKET: 'unfurl-maps',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(s3.backend).toBe('s3');
    expect(s3.store.signDownload('a/b.png', Math.floor(Date.now() / 1000) + 60)).toMatch(
      /^http:\/\/127\.0\.0\.1:9000\/unfurl-maps\/a\/b\.png\?X-Amz-Algorithm=AWS4-HMAC-SHA256&/,
    );
    if (s3.backend === 's3') s3.store.close();
  });
});
