-- Social sign-in (issue #3): OpenID Connect providers (Google, Facebook) linked to users, sign-ins
-- in flight at a provider, and the one-time authorization codes handed back to the app.

-- A provider account (issuer's `sub`) linked to a user. Users link by verified email.
CREATE TABLE identity_federated_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The verified email the provider gave at the last sign-in.
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  last_sign_in_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX identity_federated_identities_user ON identity_federated_identities (user_id);

-- A sign-in sent to a provider and not back yet: our PKCE verifier and nonce toward the provider,
-- and the app's redirect, state and PKCE challenge. Keyed by SHA-256 of the state we sent.
CREATE TABLE identity_social_requests (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  callback_url text NOT NULL,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  app_state text,
  code_challenge text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Our authorization codes (SHA-256 of the random code), single use, bound to the app's client,
-- redirect URI and PKCE challenge (S256).
CREATE TABLE identity_authorization_codes (
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  code_challenge text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
