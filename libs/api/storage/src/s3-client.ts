import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { S3Client } from '@aws-sdk/client-s3';
import type { S3Credentials } from './sigv4-presign';

/**
 * An idle keep-alive socket is closed after this long, before the store closes it (s3rver and
 * Node servers after 5 s, most S3 services later): a socket the store has already closed is then
 * not reused (its next request would fail with ECONNRESET).
 */
export const S3_IDLE_SOCKET_MS = 4_000;
/** Connecting to the store fails after this long (a store that is down answers 503). */
export const S3_CONNECT_TIMEOUT_MS = 5_000;
/** A request whose socket stays silent this long fails (long uploads keep it busy). */
export const S3_SOCKET_TIMEOUT_MS = 120_000;

/** What {@link createS3Client} needs. */
export interface S3ClientSettings {
  readonly region: string;
  readonly endpoint?: string | undefined;
  readonly credentials: S3Credentials;
  readonly forcePathStyle?: boolean | undefined;
}

/** The AWS SDK client of the S3 store, with its keep-alive and timeout settings. */
export function createS3Client(settings: S3ClientSettings): S3Client {
  const { credentials } = settings;
  const agent = { keepAlive: true, maxSockets: 50, timeout: S3_IDLE_SOCKET_MS };
  return new S3Client({
    region: settings.region,
    credentials: {
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      ...(credentials.sessionToken ? { sessionToken: credentials.sessionToken } : {}),
    },
    forcePathStyle: settings.forcePathStyle ?? false,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    requestHandler: {
      connectionTimeout: S3_CONNECT_TIMEOUT_MS,
      requestTimeout: S3_SOCKET_TIMEOUT_MS,
      httpAgent: new HttpAgent(agent),
      httpsAgent: new HttpsAgent(agent),
    },
    // Presigned and plain PUTs from browsers carry no checksum; only send one where S3 needs it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
