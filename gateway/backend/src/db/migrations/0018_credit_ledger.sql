-- Credits as a ledger (SPEC 3 Credit balances, 6 Premium tools): every grant by the team (+n) and every use by an
-- IRS letter (-1) is a row with who and why; a balance is only ever the sum of an account's rows of a type.
CREATE TABLE credit_ledger (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- IRS_LETTER for the NTEE code changer; the old table took any type, and its rows keep theirs
  type text NOT NULL CHECK (length(type) BETWEEN 1 AND 40),
  amount integer NOT NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  -- the team member who granted them; NULL for a use, a carried-over balance, or a granter whose account is gone
  granted_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
  -- the letter a use paid for (its foreign key comes with the letters table)
  letter_id uuid UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- a grant adds and names no letter; a use takes and names the letter it paid for
  CHECK ((amount > 0 AND letter_id IS NULL) OR (amount < 0 AND letter_id IS NOT NULL))
);
CREATE INDEX credit_ledger_account_idx ON credit_ledger (account_id, type);
CREATE INDEX credit_ledger_created_idx ON credit_ledger (created_at DESC);

-- The balances of the mutable table become opening grants, so that no credit is lost and none is counted twice.
INSERT INTO credit_ledger (account_id, type, amount, reason)
SELECT account_id, type, balance, 'Balance carried over from the previous credit table'
FROM account_credits WHERE balance > 0;

DROP TABLE account_credits;
