-- Sign-in through an upstream OpenID provider (Microsoft, LinkedIn, Google): which local account each upstream
-- account signs in as, found again by the upstream's subject (an e-mail address can change upstream, a subject not).
CREATE TABLE upstream_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- the verified address the link was made by, for the team to read
  email text NOT NULL,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX upstream_identities_account ON upstream_identities (account_id);

-- A sign-in sent to an upstream provider and not back yet: what its answer must match (state, nonce, PKCE verifier)
-- and the sign-in interaction it resumes. Kept in the database so any backend can take the answer; used once.
CREATE TABLE upstream_sign_ins (
  state text PRIMARY KEY,
  provider text NOT NULL,
  interaction_uid text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  -- the tab the button was on, to show the person's problem where they were
  tab text NOT NULL CHECK (tab IN ('signin', 'signup')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upstream_sign_ins_created ON upstream_sign_ins (created_at);
