-- The NTEE Code Changer's letters (SPEC 1, 2.3, 6): what the user asked the IRS, with the organization as the
-- imported IRS record had it at the time, and the PDF as produced, so that a past letter downloads unchanged.
CREATE TABLE ntee_change_letters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  ein text NOT NULL CHECK (ein ~ '^\d{9}$'),
  organization_name text NOT NULL,
  -- in care of, street, and city state ZIP, as in the IRS record (empty parts left out)
  address_lines text[] NOT NULL,
  -- the IRS file and snapshot the record came from
  source_file text,
  snapshot_date date,
  old_code text,
  old_title text,
  new_code text NOT NULL,
  new_title text NOT NULL,
  reasons text NOT NULL,
  signer_name text NOT NULL,
  signer_title text NOT NULL,
  pdf bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ntee_change_letters_account_idx ON ntee_change_letters (account_id, created_at DESC);

-- A use in the credit ledger names the letter it paid for.
ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_letter_fk FOREIGN KEY (letter_id) REFERENCES ntee_change_letters (id);
