-- The directory (SPEC 3 Content item, Solution, 4 Votes and follows, 7.2): solutions, challenges, grants and
-- articles, with their votes, follows, state votes and shares, the badge catalogue, uploaded images and credits.
-- Reads go through an in-memory index built from these tables at start (src/content); the tables stay the
-- source of truth.

CREATE TABLE content_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- s-, c-, g- or k- followed by word characters (SPEC 3 Content slug)
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[cgsk]-\w+$'),
  content_type text NOT NULL CHECK (content_type IN ('tech-solution', 'social-challenge-idea', 'grants-funding', 'knowledge-base')),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  -- UNSDG1..UNSDG17
  categories text[] NOT NULL DEFAULT '{}',
  -- solutions and challenges: who offers or poses it; grants: NULL (the funder is in details.fundingName)
  organization text,
  -- the organisation whose members may edit a solution
  org_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
  -- NULL for seeded items
  created_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
  premium_listing boolean NOT NULL DEFAULT false,
  -- grants
  grant_amount bigint,
  expiration_date date,
  eligibility text CHECK (eligibility IN ('NON_PROFIT', 'OTHERS')),
  -- challenges: ideas offered so far
  ideas integer NOT NULL DEFAULT 0,
  -- the long tail of each kind: a solution's links, lists and flags; the body paragraphs, funder, source URL
  details jsonb NOT NULL DEFAULT '{}',
  -- seeded from the demo corpus (removed with DEMO_CONTENT=false)
  demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_items_created_by_idx ON content_items (created_by, created_at);
CREATE INDEX content_items_org_id_idx ON content_items (org_id);

CREATE TABLE badges (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]+$'),
  name text NOT NULL,
  description text NOT NULL,
  -- the order of the catalogue file
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE content_badges (
  item_id uuid NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  badge_id text NOT NULL REFERENCES badges (id) ON DELETE CASCADE,
  PRIMARY KEY (item_id, badge_id)
);

-- A recommendation of a solution, 'we have this challenge' for a challenge (SPEC 4): the user associates with it.
CREATE TABLE content_votes (
  item_id uuid NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, account_id)
);
CREATE INDEX content_votes_account_idx ON content_votes (account_id, created_at);

CREATE TABLE content_follows (
  item_id uuid NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, account_id)
);
CREATE INDEX content_follows_account_idx ON content_follows (account_id, created_at);

-- The states where a user's organisation uses a solution (SPEC 3 stateVotes).
CREATE TABLE content_state_votes (
  item_id uuid NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- upper-case USPS code
  state text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, account_id, state)
);
CREATE INDEX content_state_votes_account_idx ON content_state_votes (account_id);

-- Sharing needs no sign-in: account_id is NULL for anonymous shares.
CREATE TABLE content_shares (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  item_id uuid NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  -- upper-cased: LINKEDIN, EMAIL, ...
  source text NOT NULL,
  account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_shares_item_idx ON content_shares (item_id);

CREATE TABLE uploaded_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  mime_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Balances by type (SPEC 3 Credit balances), e.g. IRS_LETTER for the NTEE code changer.
CREATE TABLE account_credits (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  type text NOT NULL,
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (account_id, type)
);
