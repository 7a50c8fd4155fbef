import type { AuthResult } from '@unfurl/domain';
import { IdentityError, unreachable } from './identity-error';

/** Cognito's JSON protocol: the content type and the X-Amz-Target prefix. */
export const IDENTITY_PROTOCOL = {
  contentType: 'application/x-amz-json-1.1',
  targetPrefix: 'AWSCognitoIdentityProviderService.',
} as const;

/** The web client's id at the identity service. */
export const DEFAULT_IDENTITY_CLIENT_ID = 'unfurl-web';

/** Options of {@link createIdentityClient}. */
export interface IdentityClientOptions {
  /** The service root, e.g. '/identity' or 'http://localhost:4200/identity'. */
  readonly endpoint: string;
  readonly clientId?: string;
  readonly fetch?: typeof fetch;
}

/** The identity-service calls the client makes (1§7, 2§7). Failures reject with IdentityError. */
export interface IdentityClient {
  /** Password login: InitiateAuth USER_PASSWORD_AUTH. */
  signIn(email: string, password: string): Promise<AuthResult>;
  /** Token refresh: InitiateAuth REFRESH_TOKEN_AUTH. */
  refresh(refreshToken: string): Promise<AuthResult>;
  /** ChangePassword with the previous and proposed password and the access token. */
  changePassword(accessToken: string, previous: string, proposed: string): Promise<void>;
  /** ForgotPassword: emails a reset code. */
  forgotPassword(email: string): Promise<void>;
  /** ConfirmForgotPassword: sets a new password with the emailed code. */
  confirmForgotPassword(email: string, code: string, password: string): Promise<void>;
  /** GlobalSignOut: ends every session of the user. */
  globalSignOut(accessToken: string): Promise<void>;
  /** ConfirmSignUp: confirms an account with the emailed code (after UserNotConfirmed). */
  confirmSignUp(email: string, code: string): Promise<void>;
  /** ResendConfirmationCode: emails a new sign-up code. */
  resendConfirmationCode(email: string): Promise<void>;
}

interface CognitoAuthAnswer {
  readonly AuthenticationResult?: AuthResult;
}

/** Reads Cognito's error body `{ __type, message }`. */
async function toIdentityError(response: Response): Promise<IdentityError> {
  let name = response.headers.get('x-amzn-ErrorType')?.split(':')[0] ?? '';
  let message = '';
  try {
    const body = (await response.json()) as Record<string, unknown>;
    if (typeof body['__type'] === 'string') name = body['__type'].split('#').pop() ?? name;
    if (typeof body['message'] === 'string') message = body['message'];
  } catch {
    // not JSON: keep the header's name
  }
  return new IdentityError({ status: response.status, serverName: name, serverMessage: message });
}

/** A client of the Cognito-compatible identity service, over plain `fetch`. */
export function createIdentityClient(options: IdentityClientOptions): IdentityClient {
  const clientId = options.clientId ?? DEFAULT_IDENTITY_CLIENT_ID;
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(action: string, body: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await fetchFn(options.endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': IDENTITY_PROTOCOL.contentType,
          'X-Amz-Target': `${IDENTITY_PROTOCOL.targetPrefix}${action}`,
        },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw unreachable(error);
    }
    if (!response.ok) throw await toIdentityError(response);
    return (await response.json()) as T;
  }

  async function initiate(flow: string, parameters: Record<string, string>): Promise<AuthResult> {
    const answer = await call<CognitoAuthAnswer>('InitiateAuth', {
      ClientId: clientId,
      AuthFlow: flow,
      AuthParameters: parameters,
    });
    if (!answer.AuthenticationResult) {
      throw new IdentityError({
        status: 200,
        serverName: '',
        serverMessage: 'No tokens returned.',
      });
    }
    return answer.AuthenticationResult;
  }

  return {
    signIn: (email, password) =>
      initiate('USER_PASSWORD_AUTH', { USERNAME: email.trim(), PASSWORD: password }),
    refresh: (refreshToken) => initiate('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: refreshToken }),
    async changePassword(accessToken, previous, proposed) {
      await call('ChangePassword', {
        AccessToken: accessToken,
        PreviousPassword: previous,
        ProposedPassword: proposed,
      });
    },
    async forgotPassword(email) {
      await call('ForgotPassword', { ClientId: clientId, Username: email.trim() });
    },
    async confirmForgotPassword(email, code, password) {
      await call('ConfirmForgotPassword', {
        ClientId: clientId,
        Username: email.trim(),
        ConfirmationCode: code.trim(),
        Password: password,
      });
    },
    async globalSignOut(accessToken) {
      await call('GlobalSignOut', { AccessToken: accessToken });
    },
    async confirmSignUp(email, code) {
      await call('ConfirmSignUp', {
        ClientId: clientId,
        Username: email.trim(),
        ConfirmationCode: code.trim(),
      });
    },
    async resendConfirmationCode(email) {
      await call('ResendConfirmationCode', { ClientId: clientId, Username: email.trim() });
    },
  };
}
