-- IRS Exempt Organizations Business Master File extract: one row per record of each imported file.

-- The IRS files currently in the database; a newer file for a region replaces the older one (and its rows).
CREATE TABLE irs_files (
  file_name text PRIMARY KEY,
  -- state code, 'INTL' for eo4, 'EO1'..'EO3' for the other regional files
  region text NOT NULL,
  snapshot_date date NOT NULL,
  row_count integer NOT NULL,
  sha256 text NOT NULL,
  imported_at timestamptz NOT NULL
);
CREATE INDEX irs_files_region_idx ON irs_files (region);

-- The 28 EO BMF columns. Codes stay text (they carry leading zeros); empty fields are NULL.
CREATE TABLE irs_eo_bmf (
  -- irs_files.file_name; no foreign key: its per-row check costs a third of the import time, and the importer
  -- deletes a file's rows with the file in one transaction.
  source_file text NOT NULL,
  ein text NOT NULL,
  name text NOT NULL,
  ico text,
  street text,
  city text,
  state text,
  zip text,
  group_code text,
  subsection text,
  affiliation text,
  classification text,
  ruling text,
  deductibility text,
  foundation text,
  activity text,
  organization text,
  status text,
  tax_period text,
  asset_cd text,
  income_cd text,
  filing_req_cd text,
  pf_filing_req_cd text,
  acct_pd text,
  asset_amt bigint,
  income_amt bigint,
  revenue_amt bigint,
  ntee_cd text,
  sort_name text
);

-- EIN: exact match, and a prefix as a range of 9-digit strings.
CREATE INDEX irs_eo_bmf_ein_idx ON irs_eo_bmf (ein);
-- Name prefix, case-insensitive: LIKE 'ABC%' and ORDER BY on this expression, whatever the database collation.
CREATE INDEX irs_eo_bmf_name_prefix_idx ON irs_eo_bmf ((upper(name) COLLATE "C"));
-- Typo-tolerant name search: substring matches of the corrected words (ILIKE '%WORD%'), ranked by similarity.
CREATE INDEX irs_eo_bmf_name_trgm_idx ON irs_eo_bmf USING gin (name gin_trgm_ops);
-- The default list: highest revenue first.
CREATE INDEX irs_eo_bmf_revenue_idx ON irs_eo_bmf (revenue_amt DESC NULLS LAST);
-- Replacing a region's file deletes its rows.
CREATE INDEX irs_eo_bmf_source_file_idx ON irs_eo_bmf (source_file);

-- Every word of the names (A-Z, 0-9, upper case) with its number of occurrences, kept in step with irs_eo_bmf
-- by the importer. A typo in a search word is corrected against this small table before the names are searched.
CREATE TABLE irs_name_words (
  word text PRIMARY KEY,
  n integer NOT NULL
);
CREATE INDEX irs_name_words_trgm_idx ON irs_name_words USING gin (word gin_trgm_ops);

-- Index definitions set aside while a large import fills the empty table (building an index once afterwards is
-- much faster than maintaining it row by row). An interrupted import leaves them here; the next import restores them.
CREATE TABLE deferred_indexes (
  index_name text PRIMARY KEY,
  definition text NOT NULL
);
