// Calls of the test servers: sign-in at the Cognito-compatible endpoint and API calls.
import { DEMO_PASSWORD } from '../demo-people';

/** Cognito's AuthenticationResult. */
export interface Tokens {
  readonly IdToken: string;
  readonly AccessToken: string;
  readonly RefreshToken: string;
}

/** Calls one action of the identity endpoint. */
export function identityCall(base: string, action: string, body: object): Promise<Response> {
  return fetch(`${base}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify({ ClientId: 'unfurl-web', ...body }),
  });
}

/** Signs in with a password at the identity endpoint; throws unless it succeeds. */
export async function signIn(
  base: string,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<Tokens> {
  const response = await identityCall(base, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const body = (await response.json()) as { AuthenticationResult?: Tokens };
  if (!response.ok || !body.AuthenticationResult) {
    throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.AuthenticationResult;
}

/** Options of {@link api}. */
export interface ApiCall {
  readonly method?: string;
  readonly token?: string | undefined;
  readonly subdomain?: string;
  readonly body?: unknown;
}

/** Calls the API with an optional bearer token and Subdomain header; JSON bodies. */
export function api(base: string, path: string, call: ApiCall = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (call.token) headers['authorization'] = `Bearer ${call.token}`;
  if (call.subdomain) headers['subdomain'] = call.subdomain;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base}${path}`, {
    method: call.method ?? 'GET',
    headers,
    ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
  });
}
