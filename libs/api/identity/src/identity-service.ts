import { findMainTenant, pruneFederationState, pruneIdentityState } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import type { Mailer } from '@unfurl/api-mail';
import type { JSONWebKeySet } from 'jose';
import { changePassword, confirmForgotPassword, forgotPassword } from './actions/passwords';
import { getUser, globalSignOut } from './actions/sessions';
import { initiateAuth } from './actions/sign-in';
import { confirmSignUp, resendConfirmationCode, signUp } from './actions/sign-up';
import type { SignUpAnswer } from './actions/sign-up';
import { COGNITO_ERROR, CognitoError, isCognitoError } from './cognito-error';
import { DEFAULT_IDENTITY_CONFIG } from './identity-config';
import type { IdentityConfig } from './identity-config';
import { actionFromTarget, IDENTITY_ACTION } from './identity-action';
import type { IdentityAction } from './identity-action';
import type { IdentityContext } from './identity-context';
import type { RequestBody } from './request-fields';
import { createSigningKeys } from './signing-keys';
import { OAUTH_ERROR, OAuthError } from './social/oauth-error';
import { createOidcRelyingParty } from './social/oidc-relying-party';
import type { OidcRelyingParty } from './social/oidc-relying-party';
import {
  authorize,
  completeSocialSignIn,
  configuredProviders,
  exchangeAuthorizationCode,
} from './social/social-sign-in';
import type {
  AuthorizeParams,
  OAuthTokens,
  SocialCallbackResult,
  TokenParams,
} from './social/social-sign-in';
import type { SocialProviderName } from './social/social-provider';
import { limitClient } from './throttles';
import { createTokenVerifier } from './token-verifier';
import type { TokenVerifier } from './token-verifier';

const PRUNE_EVERY_MS = 3_600_000;
/** Ended throttle windows, expired codes and tokens, revoked sessions are kept a day, then pruned. */
const PRUNE_AFTER_MS = 86_400_000;

/** Options of {@link createIdentityService}. */
export interface IdentityServiceOptions {
  readonly db: Db;
  /** Overrides of {@link DEFAULT_IDENTITY_CONFIG}. */
  readonly config?: Partial<IdentityConfig>;
  /** Clock in epoch ms (tests move it); default Date.now. */
  readonly now?: () => number;
  /** Tenant of new sign-ups; default the main tenant. */
  readonly signUpTenantId?: () => Promise<number>;
  /** Sends code mails (SMTP); without one they wait in the `identity_outbox` table. */
  readonly mailer?: Mailer | undefined;
  /** The OpenID Connect relying party; default openid-client with discovery per provider. */
  readonly relyingParty?: OidcRelyingParty;
}

/** Social sign-in (OpenID Connect, Google and Facebook) behind `/oauth2`. */
export interface SocialSignIn {
  /** The configured providers. */
  providers(): SocialProviderName[];
  /** The provider URL for an app's authorize request; rejects with an OAuthError (400). */
  authorize(params: AuthorizeParams, requestOrigin: string, client: string): Promise<string>;
  /** Handles the provider's answer (the callback's query string). */
  callback(query: URLSearchParams, client: string): Promise<SocialCallbackResult>;
  /** Exchanges our authorization code (with the app's PKCE verifier) for tokens. */
  token(params: TokenParams, client: string): Promise<OAuthTokens>;
}

/** The identity service: Cognito actions, the JWKS and token verification. */
export interface IdentityService extends TokenVerifier {
  readonly config: IdentityConfig;
  /** Runs the action named by `X-Amz-Target` for a client (rate-limit key, e.g. the IP). */
  handle(target: string | undefined, body: unknown, client: string): Promise<object>;
  /**
   * SignUp (the same body and answer) whose new account is CONFIRMED at once, so it may sign in
   * (its email unverified until the code): `POST /v1/user`. Not reachable through `handle`.
   */
  signUpConfirmed(body: unknown, client: string): Promise<SignUpAnswer>;
  /** The public signing keys. */
  jwks(): Promise<JSONWebKeySet>;
  readonly social: SocialSignIn;
}

/** Builds the identity service over a database (keys are created in it on first use). */
export function createIdentityService(options: IdentityServiceOptions): IdentityService {
  const config: IdentityConfig = { ...DEFAULT_IDENTITY_CONFIG, ...options.config };
  const now = options.now ?? Date.now;
  const keys = createSigningKeys(options.db);
  const verifier = createTokenVerifier({
    jwks: () => keys.jwks(),
    issuer: config.issuer,
    audiences: config.clientIds,
    now,
  });
  const context: IdentityContext = {
    db: options.db,
    config,
    now,
    keys,
    verifier,
    signUpTenantId:
      options.signUpTenantId ??
      (async () => {
        const main = await findMainTenant(options.db);
        if (!main) throw new CognitoError(COGNITO_ERROR.internal, 'No main tenant to sign up on');
        return main.id;
      }),
    mailer: options.mailer,
  };
  const relyingParty = options.relyingParty ?? createOidcRelyingParty();
  let prunedAt = Number.NEGATIVE_INFINITY;
  const pruneHourly = async (): Promise<void> => {
    if (now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now();
    const before = new Date(now() - PRUNE_AFTER_MS).toISOString();
    await pruneIdentityState(options.db, before);
    await pruneFederationState(options.db, before);
  };
  /** The per-client rate limit, as an OAuth error (429) on the /oauth2 endpoints. */
  const limitOAuthClient = async (client: string): Promise<void> => {
    await pruneHourly();
    await limitClient(context, client).catch((error: unknown) => {
      throw isCognitoError(error) && error.type === COGNITO_ERROR.tooManyRequests
        ? new OAuthError(OAUTH_ERROR.temporarilyUnavailable, error.message, { status: 429 })
        : error;
    });
  };
  /** The body as an object, once the client is within its rate limit. */
  const admit = async (body: unknown, client: string): Promise<RequestBody> => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new CognitoError(COGNITO_ERROR.serialization, 'The request body must be a JSON object');
    }
    await pruneHourly();
    await limitClient(context, client);
    return body as RequestBody;
  };
  return {
    config,
    ...verifier,
    jwks: () => keys.jwks(),
    async handle(target, body, client) {
      const action = actionFromTarget(target);
      if (!action) {
        throw new CognitoError(
          COGNITO_ERROR.unknownOperation,
          `Unknown operation ${target ?? ''}`.trim(),
        );
      }
      return run(context, action, await admit(body, client));
    },
    async signUpConfirmed(body, client) {
      return signUp(context, await admit(body, client), { confirmed: true });
    },
    social: {
      providers: () => configuredProviders(context),
      async authorize(params, requestOrigin, client) {
        await limitOAuthClient(client);
        return authorize(context, relyingParty, params, requestOrigin);
      },
      async callback(query, client) {
        await limitOAuthClient(client);
        return completeSocialSignIn(context, relyingParty, query);
      },
      async token(params, client) {
        await limitOAuthClient(client);
        return exchangeAuthorizationCode(context, params);
      },
    },
  };
}

function run(context: IdentityContext, action: IdentityAction, body: RequestBody): Promise<object> {
  switch (action) {
    case IDENTITY_ACTION.InitiateAuth:
      return initiateAuth(context, body);
    case IDENTITY_ACTION.SignUp:
      return signUp(context, body);
    case IDENTITY_ACTION.ConfirmSignUp:
      return confirmSignUp(context, body);
    case IDENTITY_ACTION.ResendConfirmationCode:
      return resendConfirmationCode(context, body);
    case IDENTITY_ACTION.ForgotPassword:
      return forgotPassword(context, body);
    case IDENTITY_ACTION.ConfirmForgotPassword:
      return confirmForgotPassword(context, body);
    case IDENTITY_ACTION.ChangePassword:
      return changePassword(context, body);
    case IDENTITY_ACTION.GetUser:
      return getUser(context, body);
    case IDENTITY_ACTION.GlobalSignOut:
      return globalSignOut(context, body);
    default: {
      const unhandled: never = action;
      throw new Error(`Unhandled identity action ${String(unhandled)}`);
    }
  }
}
