-- Sign-in (SPEC 3 User, Profile, Organisation, Role rule; SPEC 7.3 role requests).
-- Local accounts of the embedded OpenID provider, and the rows a hosted provider's users get on first sign-in.
CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- the identity provider's subject: the id itself for local accounts
  subject text NOT NULL UNIQUE,
  -- lowercased; NULL only for a hosted provider's user whose token carries no e-mail
  email text UNIQUE,
  -- scrypt$N$r$p$salt$hash; NULL for a hosted provider's users
  password_hash text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  -- permissions stored with the account (the embedded provider puts them in the access token)
  permissions text[] NOT NULL DEFAULT '{}',
  org_type text,
  newsletter boolean NOT NULL DEFAULT false,
  weekly_email boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  subscriptions text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE role_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('EMAIL', 'DOMAIN')),
  -- lowercased e-mail address or domain
  value text NOT NULL,
  roles text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, type, value)
);
CREATE INDEX role_rules_value_idx ON role_rules (value);

CREATE TABLE role_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  org_name text NOT NULL,
  org_url text NOT NULL,
  action_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_reset_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
