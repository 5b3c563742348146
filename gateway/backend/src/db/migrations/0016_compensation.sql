-- The compensation report (issue 13): the NODC / NCCS files of data/compensation, loaded by the first-start import.
-- No person is named anywhere: the shipped files carry no person names, and none is added.

-- One row per CEO record of the CEO compensation file (an organisation's latest e-filed return, 2010–2019; an
-- organisation that reported two CEOs in that return has two rows). pay is total compensation, Part VII D+E+F,
-- in about 2022 dollars.
CREATE TABLE compensation_ceo (
  id integer PRIMARY KEY,
  ein text NOT NULL,
  form_year integer NOT NULL,
  form_type text NOT NULL,
  name text NOT NULL,
  state text,
  -- census region of the state (MIDWEST, NORTHEAST, SOUTH, WEST); NULL outside the 50 states and DC
  region text,
  -- the NTEE major-group letter
  issue_area text,
  ntee_code text,
  -- from the file's GrossReceipts, which stands in for the IRS income amount the buckets are defined on
  income_bucket text NOT NULL,
  gross_receipts double precision,
  employees double precision,
  expenses double precision,
  assets double precision,
  pay double precision NOT NULL,
  -- F, M or U (inferred from first names by the compilers; U: not known)
  gender text NOT NULL CHECK (gender IN ('F', 'M', 'U')),
  location_type text
);
CREATE INDEX compensation_ceo_ein_idx ON compensation_ceo (ein);
CREATE INDEX compensation_ceo_filters_idx ON compensation_ceo (income_bucket, region, issue_area);

-- The standard titles of the NODC title taxonomy, with their flags and BLS SOC labels.
CREATE TABLE compensation_titles (
  standard_title text PRIMARY KEY,
  domain_category text,
  domain_label text,
  soc_label text,
  soc_major_group text,
  soc_minor_group text,
  soc_broad_group text,
  soc_detailed_occupation text,
  -- the taxonomy's X flags, by name (emp, ceo, c.level, dir.vp, mgr, spec, board, pres, vp, sec, treas, com)
  flags text[] NOT NULL DEFAULT '{}'
);

-- Title spellings as filed → standard title, every row of the variants file. key is titleKey(variant), the form
-- titles are looked up in. A few spellings lead to two standard titles (ASSISTANT DIRECTOR: ASSISTANT DIRECTOR
-- and BOARD MEMBER); used marks the one the report files a title under (see compensation-files.ts).
CREATE TABLE compensation_title_variants (
  variant text NOT NULL,
  key text NOT NULL,
  standard_title text NOT NULL,
  used boolean NOT NULL,
  PRIMARY KEY (key, standard_title)
);
CREATE INDEX compensation_title_variants_standard_idx ON compensation_title_variants (standard_title);

-- Paid officers: Part VII rows with total compensation (COMP_ORG + COMP_RLTD + COMP_OTH) above 0, and Schedule J
-- rows (base = BASE_ORG + BASE_RLTD, total = TOT_ORG + TOT_RLTD). Amounts as filed, in dollars of the tax year.
-- The organisation's state, region, issue area and income bucket come from the CEO file or the IRS records when
-- the EIN is found there (org_from), and are NULL otherwise.
CREATE TABLE compensation_officer (
  id integer PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('PART_VII', 'SCHEDULE_J')),
  ein text NOT NULL,
  tax_year integer NOT NULL,
  form_type text,
  title_as_filed text NOT NULL,
  -- NULL when the title variants do not know the title
  standard_title text,
  pay double precision NOT NULL,
  -- Schedule J only
  base_pay double precision,
  state text,
  region text,
  issue_area text,
  income_bucket text,
  org_from text CHECK (org_from IN ('CEO_FILE', 'IRS_BMF'))
);
CREATE INDEX compensation_officer_title_idx ON compensation_officer (source, standard_title);
CREATE INDEX compensation_officer_ein_idx ON compensation_officer (ein);
