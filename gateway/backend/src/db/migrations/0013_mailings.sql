-- The mailings members ask for in their profile (SPEC 2.7): the biweekly digest of what is new in the directory
-- ("Biweekly email", accounts.weekly_email) and the team's newsletter ("Newsletter", accounts.newsletter).
-- Every mail itself is in the outbox; these tables say what was sent as a whole.

-- One row per digest period. The row is written before any mail goes out, and period_start is unique, so a
-- period is claimed once even when several backend processes share one Postgres server: the next period
-- starts where the last one ended.
CREATE TABLE digest_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  period_start timestamptz NOT NULL UNIQUE,
  period_end timestamptz NOT NULL CHECK (period_end > period_start),
  -- directory items created in the period
  items integer NOT NULL CHECK (items >= 0),
  -- subscribers mailed (0 when no item was new: an empty digest is not sent)
  recipients integer NOT NULL CHECK (recipients >= 0),
  ran_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX digest_runs_period_end_idx ON digest_runs (period_end DESC);

-- A newsletter the team wrote at /admin/newsletter and sent to every subscriber.
CREATE TABLE newsletters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject text NOT NULL,
  -- plain text, paragraphs separated by blank lines
  body text NOT NULL,
  -- mails handed to the mailer (each one is in the outbox)
  recipients integer NOT NULL CHECK (recipients >= 0),
  sent_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX newsletters_sent_at_idx ON newsletters (sent_at DESC);
