-- Admin (SPEC 2.8, 7.3): the team's decision on each access request, and organisation names unique ignoring case.
ALTER TABLE role_requests
  ADD COLUMN status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'GRANTED', 'DECLINED')),
  -- the team member who granted or declined it
  ADD COLUMN decided_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
  ADD COLUMN decided_at timestamptz,
  -- the rule a grant created or extended, while it exists
  ADD COLUMN role_rule_id uuid REFERENCES role_rules (id) ON DELETE SET NULL,
  ADD CONSTRAINT role_requests_decided_check CHECK ((status = 'PENDING') = (decided_at IS NULL));
CREATE INDEX role_requests_status_idx ON role_requests (status, created_at);

-- 'Helping Hands' and 'helping hands' are one organisation: a second is refused (409), not stored.
CREATE UNIQUE INDEX organizations_name_lower_key ON organizations (lower(name));
