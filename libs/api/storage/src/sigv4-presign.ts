import { createHash, createHmac } from 'node:crypto';

/** Static S3 credentials (presigning is synchronous, so they cannot come from an async provider). */
export interface S3Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string | undefined;
}

/** One request to presign with AWS Signature Version 4 in the query string. */
export interface PresignRequest {
  readonly method: 'GET' | 'PUT';
  /** Absolute URL without a query, path already URI-encoded. */
  readonly url: URL;
  readonly region: string;
  readonly credentials: S3Credentials;
  /** Seconds, 1 to 604800 (7 days, the S3 maximum). */
  readonly expiresInSeconds: number;
  /** Signing time, epoch ms. */
  readonly now: number;
  /** Extra query parameters that become part of the signature (e.g. `response-content-disposition`). */
  readonly query?: Readonly<Record<string, string>>;
}

/** The S3 limit of a presigned URL's lifetime. */
export const MAX_PRESIGN_SECONDS = 604_800;

const hex = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it (everything but A-Z a-z 0-9 - _ . ~). */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The canonical query string: names sorted (by code unit), names and values URI-encoded. */
const encodeQuery = (params: Record<string, string>): string =>
  Object.keys(params)
    .sort()
    .map((name) => `${uriEncode(name)}=${uriEncode(params[name] ?? '')}`)
    .join('&');

/**
 * A presigned URL (SigV4, `UNSIGNED-PAYLOAD`, only `host` signed), computed synchronously with
 * node:crypto; the tests check it byte for byte against `@aws-sdk/s3-request-presigner`.
 */
export function presignS3Url(request: PresignRequest): string {
  const { credentials, region, url } = request;
  if (!(request.expiresInSeconds >= 1 && request.expiresInSeconds <= MAX_PRESIGN_SECONDS)) {
    throw new RangeError(`A presigned URL lives 1 to ${MAX_PRESIGN_SECONDS} seconds`);
  }
  const amzDate = new Date(request.now).toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const params: Record<string, string> = {
    ...request.query,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    'X-Amz-Credential': `${credentials.accessKeyId}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(Math.floor(request.expiresInSeconds)),
    'X-Amz-SignedHeaders': 'host',
  };
  if (credentials.sessionToken) params['X-Amz-Security-Token'] = credentials.sessionToken;
  const query = encodeQuery(params);
  const canonical = [
    request.method,
    url.pathname,
    query,
    `host:${url.host}`,
    '',
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, hex(canonical)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region),
  );
  params['X-Amz-Signature'] = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  return `${url.origin}${url.pathname}?${encodeQuery(params)}`;
}
