-- Terms of use of the premium tools (SPEC 6, 7.1), and who accepted which version.
CREATE TABLE terms_of_use (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('COMPENSATION', 'IRS_LETTER')),
  version text NOT NULL,
  title text NOT NULL,
  effective_on date NOT NULL,
  paragraphs text[] NOT NULL,
  UNIQUE (type, version)
);

CREATE TABLE terms_acceptances (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  terms_id text NOT NULL REFERENCES terms_of_use (id),
  accepted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, terms_id)
);

INSERT INTO terms_of_use (id, type, version, title, effective_on, paragraphs) VALUES (
  'compensation-1',
  'COMPENSATION',
  '1',
  'Nonprofit Compensation Report: Terms of Use',
  '2026-01-01',
  ARRAY[
    'The Nonprofit Compensation Report summarizes pay that nonprofit organizations reported to the IRS on Form 990 (Part VII and Schedule J), as compiled from public e-filed returns by the Urban Institute''s National Center for Charitable Statistics and the Nonprofit Open Data Collective. It names no person.',
    'Your organization''s subscription lets its members use the report for the organization''s own work, such as setting or reviewing pay, budgeting and board discussions. Do not share your access with people outside your organization.',
    'You may quote individual figures with their source. Do not republish, resell or redistribute the report''s tables, or large parts of them, as they are.',
    'The figures are estimates from public filings: they cover e-filers only, and some groups rest on few filings. They are information, not legal, tax or employment advice, and come without any warranty.',
    'We may update these terms; you will be asked to accept a new version before you open the report again.'
  ]
);
