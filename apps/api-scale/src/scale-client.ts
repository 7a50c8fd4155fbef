import { request } from 'node:http';

/** Cognito's AuthenticationResult. */
export interface Tokens {
  readonly IdToken: string;
  readonly AccessToken: string;
}

/** A response's status and JSON body (or text when it is not JSON). */
export interface Answer<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
}

const read = async <T>(response: Response): Promise<Answer<T>> => {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T };
};

/** Calls one action of the Cognito-compatible endpoint; `client` is sent as X-Forwarded-For. */
export async function identity<T = Record<string, unknown>>(
  base: string,
  action: string,
  body: object,
  client?: string,
): Promise<Answer<T & { __type?: string }>> {
  const response = await fetch(`${base}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      ...(client ? { 'x-forwarded-for': client } : {}),
    },
    body: JSON.stringify({ ClientId: 'unfurl-web', ...body }),
  });
  return read(response);
}

/** Signs in with a password; throws unless it succeeds. */
export async function signIn(base: string, email: string, password: string): Promise<Tokens> {
  const answer = await identity<{ AuthenticationResult?: Tokens }>(base, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (!answer.body.AuthenticationResult) {
    throw new Error(`sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.AuthenticationResult;
}

/** A JSON call of the API with an optional bearer token. */
export async function api<T = Record<string, unknown>>(
  base: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return read<T>(response);
}

/** PUTs bytes to an upload URL (resolved against `base`). */
export async function put(base: string, url: string, bytes: Uint8Array): Promise<Answer> {
  const response = await fetch(new URL(url, base), {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: Buffer.from(bytes),
  });
  return read(response);
}

/**
 * A PUT whose body is sent in two parts: `firstBytes`, then the rest once `release` is called.
 * `done` settles with the status, or rejects when the connection breaks.
 */
export function slowPut(
  base: string,
  url: string,
  bytes: Uint8Array,
  firstBytes: number,
): { release(): void; done: Promise<number> } {
  const target = new URL(url, base);
  let release = (): void => undefined;
  const done = new Promise<number>((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'PUT',
        headers: {
          'content-type': 'application/octet-stream',
          'content-length': String(bytes.byteLength),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(bytes.subarray(0, firstBytes));
    release = () => req.end(bytes.subarray(firstBytes));
  });
  return { release: () => release(), done };
}

/** Polls `check` every 200 ms until it returns a value, or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
