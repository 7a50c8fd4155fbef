// The upload flow of a map over HTTP, as the atlas runs it: sign in at the identity endpoint,
// POST /v1/listings/upload, PUT the file to its signed URL (streamed from disk), poll the status.
import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { pipeline } from 'node:stream/promises';

/** One signed PUT of an upload's credentials. */
interface UploadTarget {
  readonly key: string;
  readonly url: string;
}

/** What `POST /v1/listings/upload` answers (the fields the flow uses). */
export interface UploadCredentials {
  readonly listingId: number;
  readonly uploads: readonly UploadTarget[];
}

/** `GET /v1/listings/{id}/status`. */
export interface ListingStatus {
  readonly status: string;
  readonly code: string | null;
  readonly reason: string | null;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${body}`);
  return JSON.parse(body) as T;
}

/** Signs in with a password (USER_PASSWORD_AUTH) and returns the ID token. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: 'unfurl-web',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = await json<{ AuthenticationResult: { IdToken: string } }>(response, 'sign-in');
  return body.AuthenticationResult.IdToken;
}

/** Creates a GeoTIFF listing and returns its upload credentials. */
export async function startUpload(
  base: string,
  token: string,
  filename: string,
): Promise<UploadCredentials> {
  const response = await fetch(`${base}/v1/listings/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ filename, metadata: { title: 'bench:upload', tags: ['benchmark'] } }),
  });
  return json<UploadCredentials>(response, 'POST /v1/listings/upload');
}

/** PUTs a file to a signed URL, streamed from disk with its Content-Length; resolves on 201. */
export async function putFile(base: string, url: string, file: string): Promise<void> {
  const target = new URL(url, base);
  const size = statSync(file).size;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const put = request(
      target,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream', 'content-length': size },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    put.on('error', reject);
    pipeline(createReadStream(file), put).catch(reject);
  });
  const { status, body } = await answer;
  if (status !== 201) throw new Error(`PUT ${target.pathname}: ${status} ${body}`);
}

/** Polls the listing's status every `intervalMs` until it is no longer pending or processing. */
export async function waitForProcessing(
  base: string,
  token: string,
  listingId: number,
  intervalMs = 100,
): Promise<ListingStatus> {
  for (;;) {
    const response = await fetch(`${base}/v1/listings/${listingId}/status`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const status = await json<ListingStatus>(response, 'GET status');
    if (status.status !== 'processing' && status.status !== 'pending-upload') return status;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
