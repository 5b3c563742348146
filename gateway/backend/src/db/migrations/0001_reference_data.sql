-- Reference tables loaded from the shipped public datasets, and the record of what was imported.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- One row per imported data file and content hash: a file already imported with the same hash is skipped.
CREATE TABLE dataset_imports (
  file_name text NOT NULL,
  sha256 text NOT NULL,
  dataset text NOT NULL,
  row_count integer NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (file_name, sha256)
);

CREATE TABLE ntee_major_groups (
  code text PRIMARY KEY,
  title text NOT NULL,
  definition text NOT NULL
);

CREATE TABLE ntee_codes (
  code text PRIMARY KEY,
  title text NOT NULL,
  definition text NOT NULL,
  major_group text NOT NULL,
  major_group_title text NOT NULL,
  broad_category integer NOT NULL,
  broad_category_title text NOT NULL,
  org_type text NOT NULL,
  is_hospital boolean NOT NULL,
  is_university boolean NOT NULL,
  -- '; '-separated, as published
  keywords text NOT NULL
);

-- EO BMF SUBSECTION + CLASSIFICATION, without leading zeros (3, not 03).
CREATE TABLE irs_subsection_codes (
  subsection_code integer NOT NULL,
  classification_code integer NOT NULL,
  classification_description text NOT NULL,
  exempt_organization_type text NOT NULL,
  effective_start_date text,
  effective_end_date text,
  PRIMARY KEY (subsection_code, classification_code)
);

-- The other EO BMF code tables. field is the BMF column (AFFILIATION, DEDUCTIBILITY, FOUNDATION, ORGANIZATION,
-- STATUS, ASSET_CD, INCOME_CD, FILING_REQ_CD, PF_FILING_REQ_CD); a numeric code is stored without leading zeros.
CREATE TABLE irs_codes (
  field text NOT NULL,
  code text NOT NULL,
  description text NOT NULL,
  detail text,
  PRIMARY KEY (field, code)
);

CREATE TABLE un_sdg_goals (
  goal integer PRIMARY KEY,
  code text NOT NULL,
  short_name text NOT NULL,
  unstats_short_title text NOT NULL,
  official_title text NOT NULL,
  color_hex text NOT NULL,
  color_rgb text NOT NULL,
  unstats_2017_color_hex text NOT NULL,
  n_targets integer NOT NULL,
  n_indicators integer NOT NULL
);

CREATE TABLE us_states (
  state_abbr text PRIMARY KEY,
  state_name text NOT NULL,
  state_fips text NOT NULL,
  census_region text NOT NULL,
  census_region_code integer NOT NULL,
  census_division text NOT NULL
);
