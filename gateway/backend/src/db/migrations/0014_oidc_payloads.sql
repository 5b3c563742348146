-- The embedded OpenID provider's state (sessions, grants, authorization codes, refresh tokens, interactions), kept
-- in the database so that a restart or a second process does not sign anybody out. One row per stored model.
CREATE TABLE oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  -- the grant a token belongs to: revoking the grant removes every row of it
  grant_id text,
  -- a session's uid and a device flow's user code, which the provider also looks up by
  uid text,
  user_code text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code_idx ON oidc_payloads (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_expires_idx ON oidc_payloads (expires_at);
