-- E-mail (SPEC 2.6, 8): every message the product sends, the single-use links it mails, the sign-out of every
-- session on a password reset, and the team's handling of Contact Us messages.

-- Every e-mail the product sends. With no SMTP server configured this is where mail goes (status STORED) and the
-- team reads it at /admin/outbox; with one, the row says whether SMTP took it (SENT) or refused it (FAILED).
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- what the mail is: PASSWORD_RESET, CONTACT_FORWARD, CONTACT_REPLY, ACCESS_REQUEST_GRANTED, ...
  kind text NOT NULL,
  sender text NOT NULL,
  recipient text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  status text NOT NULL CHECK (status IN ('STORED', 'SENT', 'FAILED')),
  -- why SMTP refused it
  error text,
  -- the Contact Us message this mail forwards or answers
  contact_message_id uuid REFERENCES contact_messages (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_created_at_idx ON outbox (created_at DESC);
CREATE INDEX outbox_contact_message_idx ON outbox (contact_message_id);

-- Single-use links mailed to an account: only the SHA-256 of the token is kept, so a copy of the database
-- cannot be used to reset a password.
CREATE TABLE account_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('PASSWORD_RESET', 'EMAIL_VERIFICATION')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_tokens_account_idx ON account_tokens (account_id, purpose);

ALTER TABLE accounts
  -- access tokens issued before this moment are refused (a password reset signs every other session out)
  ADD COLUMN sessions_valid_after timestamptz,
  ADD COLUMN email_verified_at timestamptz;

ALTER TABLE contact_messages
  ADD COLUMN handled_at timestamptz,
  ADD COLUMN handled_by uuid REFERENCES accounts (id) ON DELETE SET NULL;
CREATE INDEX contact_messages_handled_idx ON contact_messages (handled_at, created_at);

-- Replaced by account_tokens: its rows were requests that no mail ever answered.
DROP TABLE password_reset_requests;
