-- The public API (/api/v1): members' API keys, their daily usage, and the calls counted against the hourly quotas.

-- A key is shown once, when it is made; only its SHA-256 is kept (a key is 24 random bytes, so a plain hash is
-- enough: there is nothing to guess).
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- the key's first characters, shown to tell keys apart
  prefix text NOT NULL,
  secret_sha256 text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_account_idx ON api_keys (account_id, created_at);

-- A kept key lookup is dropped when a key changes (revoked), as the other access answers are (migration 0021).
CREATE TRIGGER api_keys_access_change AFTER UPDATE OF revoked_at OR DELETE OR TRUNCATE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION announce_access_change();

CREATE TABLE api_key_usage (
  key_id uuid NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  day date NOT NULL,
  calls integer NOT NULL,
  PRIMARY KEY (key_id, day)
);

-- Calls per caller ('key:<id>' or 'ip:<address>') in a fixed window: shared by every backend on the database, so
-- several gateway processes count together. Old windows are deleted as new ones start.
CREATE TABLE api_quota_windows (
  caller text NOT NULL,
  window_start timestamptz NOT NULL,
  calls integer NOT NULL,
  PRIMARY KEY (caller, window_start)
);
CREATE INDEX api_quota_windows_start_idx ON api_quota_windows (window_start);

-- The organisation list filters by state and by NTEE code or major group (a prefix).
CREATE INDEX irs_eo_bmf_state_idx ON irs_eo_bmf (state);
CREATE INDEX irs_eo_bmf_ntee_idx ON irs_eo_bmf ((ntee_cd COLLATE "C"));

-- Statistics for the planner: the embedded database has no autovacuum, and imports before this one gathered none.
ANALYZE irs_eo_bmf, irs_name_words;
