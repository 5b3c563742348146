-- Public data fetched from its publishers and kept current (src/data-refresh). A refresh builds the next IRS
-- snapshot beside the one in use (irs_eo_bmf_next, irs_files_next, irs_name_words_next, made and dropped by the
-- refresh), then switches it in by renaming the tables in one transaction; the one it replaced stays as
-- irs_*_previous for a rollback.

-- Each file of each source as last checked: what the publisher said (ETag, Last-Modified) for the conditional
-- request of the next check, and what is in use.
CREATE TABLE data_source_files (
  source text NOT NULL,
  file_name text NOT NULL,
  region text NOT NULL,
  url text NOT NULL,
  -- Of the file in use: sent back as If-None-Match / If-Modified-Since.
  etag text,
  last_modified text,
  vintage date,
  sha256 text,
  bytes bigint,
  row_count integer,
  checked_at timestamptz,
  changed_at timestamptz,
  last_outcome text,
  message text,
  -- A file that shrank by more than the allowed share waits here for a team member.
  held_sha256 text,
  held_rows integer,
  held_previous_rows integer,
  -- The held file a team member confirmed: the next refresh takes exactly these bytes.
  confirmed_sha256 text,
  PRIMARY KEY (source, file_name)
);

CREATE TABLE data_refreshes (
  id serial PRIMARY KEY,
  source text NOT NULL,
  trigger text NOT NULL,
  requested_by text,
  status text NOT NULL,
  started_at timestamptz NOT NULL,
  -- Written while it runs: a running refresh whose heartbeat stopped belongs to a process that died.
  heartbeat_at timestamptz NOT NULL,
  finished_at timestamptz,
  progress jsonb,
  files jsonb NOT NULL DEFAULT '[]',
  diff jsonb,
  error text
);
CREATE INDEX data_refreshes_started_idx ON data_refreshes (started_at DESC);

-- The snapshot kept for a rollback: the refresh whose switch put irs_*_previous aside. No row: nothing to roll back to.
CREATE TABLE irs_previous_snapshot (
  refresh_id integer PRIMARY KEY REFERENCES data_refreshes (id),
  switched_at timestamptz NOT NULL
);

-- What each switch changed for organisations: the change feed (GET /v1/changes) and the team's diff report.
CREATE TABLE organization_changes (
  id bigserial PRIMARY KEY,
  refresh_id integer NOT NULL REFERENCES data_refreshes (id),
  changed_at timestamptz NOT NULL,
  ein text NOT NULL,
  name text NOT NULL,
  state text,
  kind text NOT NULL,
  before text,
  after text
);
CREATE INDEX organization_changes_feed_idx ON organization_changes (changed_at, id);
CREATE INDEX organization_changes_refresh_idx ON organization_changes (refresh_id, kind, id);
CREATE INDEX organization_changes_ein_idx ON organization_changes (ein);

-- Members watching organisations: after each refresh that changed any of them, one e-mail listing what changed.
CREATE TABLE organization_watches (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  ein text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, ein)
);
CREATE INDEX organization_watches_ein_idx ON organization_watches (ein);
-- Set by the one backend that mails a refresh's watchers, so several backends never mail them twice.
ALTER TABLE data_refreshes ADD COLUMN watchers_mailed_at timestamptz;
