-- Wrong passwords counted per account and per address (identity/sign-in-throttle.ts): in the database, so that
-- several backends on one server count one account's attempts together. Rows older than the window are swept.
CREATE TABLE sign_in_failures (
  key text PRIMARY KEY,
  count integer NOT NULL,
  last_at timestamptz NOT NULL
);
CREATE INDEX sign_in_failures_last_at ON sign_in_failures (last_at);
