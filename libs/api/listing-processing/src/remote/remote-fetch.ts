import { request as httpRequest } from 'node:http';
import type { IncomingMessage, RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { RemoteLayerError, REMOTE_LAYER_ERROR_CODE } from './remote-layer-error';
import { parseLayerUrl, resolveAllowedAddresses } from './ssrf-guard';
import type { RemoteAccessPolicy, ResolvedAddress } from './ssrf-guard';

/** Options of {@link remoteFetch}. */
export interface RemoteFetchOptions {
  readonly policy: RemoteAccessPolicy;
  /** Largest body read; default 5 MiB. */
  readonly maxBytes?: number;
  /** Whole request, redirects included; default 10 s. */
  readonly timeoutMs?: number;
  /** Default 5. */
  readonly maxRedirects?: number;
  readonly accept?: string;
}

/** A fetched response (any status: the caller decides what a 404 means). */
export interface RemoteResponse {
  /** The URL after redirects. */
  readonly url: URL;
  readonly status: number;
  readonly contentType: string;
  readonly body: Uint8Array;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A socket lookup that answers with the address already checked: no second DNS query. */
const pinnedLookup =
  (pinned: ResolvedAddress): LookupFunction =>
  (_host, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    } else callback(null, pinned.address, pinned.family);
  };

/**
 * GET on a user's URL with the SSRF guard: http(s) only, the host resolved once and checked
 * (`resolveAllowedAddresses`), the connection pinned to the checked address (DNS rebinding
 * cannot swap it), every redirect checked again, a time limit and a size limit. Failures are
 * {@link RemoteLayerError}s (4xx).
 */
export async function remoteFetch(
  target: string | URL,
  options: RemoteFetchOptions,
): Promise<RemoteResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  let url = parseLayerUrl(String(target));
  for (let hop = 0; ; hop += 1) {
    const [pinned] = await resolveAllowedAddresses(url, options.policy);
    const response = await get(url, pinned!, options, signal);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.statusCode ?? 0) || !location) {
      return readBody(url, response, options.maxBytes ?? 5 * 1024 * 1024, signal);
    }
    response.resume();
    if (hop >= (options.maxRedirects ?? 5)) {
      throw new RemoteLayerError(
        REMOTE_LAYER_ERROR_CODE.badResponse,
        `${url.host} redirects too many times.`,
      );
    }
    url = parseLayerUrl(new URL(location, url).toString());
  }
}

function get(
  url: URL,
  pinned: ResolvedAddress,
  options: RemoteFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const settings: RequestOptions = {
    method: 'GET',
    lookup: pinnedLookup(pinned),
    signal,
    headers: {
      accept: options.accept ?? '*/*',
      'user-agent': 'Unfurl-layer-check/1.0',
    },
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, settings, resolve);
    outgoing.on('error', (error) => reject(unreachable(url, error, signal)));
    outgoing.end();
  });
}

function readBody(
  url: URL,
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<RemoteResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(
          new RemoteLayerError(
            REMOTE_LAYER_ERROR_CODE.tooLarge,
            `The answer of ${url.host} is larger than ${maxBytes} bytes.`,
          ),
        );
      } else chunks.push(chunk);
    });
    response.on('error', (error) => reject(unreachable(url, error, signal)));
    response.on('end', () =>
      resolve({
        url,
        status: response.statusCode ?? 0,
        contentType: String(response.headers['content-type'] ?? '').toLowerCase(),
        body: new Uint8Array(Buffer.concat(chunks)),
      }),
    );
  });
}

function unreachable(url: URL, error: unknown, signal: AbortSignal): RemoteLayerError {
  if (error instanceof RemoteLayerError) return error;
  const reason = signal.aborted
    ? 'did not answer in time'
    : `could not be reached (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
  return new RemoteLayerError(REMOTE_LAYER_ERROR_CODE.unreachable, `${url.host} ${reason}.`, {
    cause: error,
  });
}
