-- The state indicators of the SDG report pages (/report/sdg-spec, /report/sdg-<n>), loaded by the reference import
-- from data/indicators/ and data/nonprofit_workforce/ (see data/SOURCES.md). Every row keeps the file it came from
-- and the file's vintage (which release of the publisher's data it is), so a figure can always be traced back.
-- state_code is the USPS code of a state or DC, 'US' for the nation's row where the publisher gives one, and NULL
-- for a territory the publisher lists (Guam, Puerto Rico, the Virgin Islands), which the pages do not map.

-- US Census Bureau, Small Area Income and Poverty Estimates (all ages).
CREATE TABLE saipe_poverty (
  -- 5 digits: 00000 the nation, SS000 a state, SSCCC a county
  fips text PRIMARY KEY,
  geo_level text NOT NULL CHECK (geo_level IN ('nation', 'state', 'county')),
  state_code text NOT NULL,
  area_name text NOT NULL,
  year integer NOT NULL,
  -- NULL where the file has no estimate (Kalawao County, HI)
  people_in_poverty integer,
  poverty_rate_pct double precision,
  source_file text NOT NULL,
  vintage text NOT NULL
);

-- USDA ERS, household food insecurity by state: 3-year averages of the CPS Food Security Supplement.
CREATE TABLE usda_food_insecurity (
  -- as published, e.g. 2021-2023
  period text NOT NULL,
  first_year integer NOT NULL,
  last_year integer NOT NULL,
  geo_level text NOT NULL CHECK (geo_level IN ('nation', 'state')),
  state_code text NOT NULL,
  -- percent of households, with the margin of error in percentage points
  food_insecurity_pct double precision,
  food_insecurity_moe double precision,
  very_low_food_security_pct double precision,
  very_low_food_security_moe double precision,
  source_file text NOT NULL,
  vintage text NOT NULL,
  PRIMARY KEY (period, state_code)
);

-- US Department of Labor (Wage and Hour Division), basic minimum wage under state law on January 1, through a
-- cleaned dataset that adds the federal rate, the effective (higher) rate and 2020 dollars (CPI-U).
CREATE TABLE dol_minimum_wage (
  year integer NOT NULL,
  -- the name as published: a state, DC or a territory
  jurisdiction text NOT NULL,
  state_code text,
  -- dollars an hour; NULL where the DOL table has '...' (no state minimum wage law)
  state_minimum_wage double precision,
  state_minimum_wage_2020 double precision,
  federal_minimum_wage double precision NOT NULL,
  federal_minimum_wage_2020 double precision NOT NULL,
  -- the higher of the state and federal rates
  effective_minimum_wage double precision NOT NULL,
  effective_minimum_wage_2020 double precision NOT NULL,
  cpi_average double precision,
  -- the DOL table's cell as published ('...', '1.25/day(b)', '8.15-10.00(g)'), with its footnote mark
  dol_published text NOT NULL,
  dol_low double precision,
  dol_low_2020 double precision,
  dol_high double precision,
  dol_high_2020 double precision,
  footnote text,
  source_file text NOT NULL,
  vintage text NOT NULL,
  PRIMARY KEY (year, jurisdiction)
);

-- US Energy Information Administration, energy-related CO2 emissions by state (EIA's million metric tons x 10^6).
CREATE TABLE eia_co2_emissions (
  state_code text NOT NULL,
  year integer NOT NULL,
  co2_metric_tons double precision NOT NULL,
  source_file text NOT NULL,
  vintage text NOT NULL,
  PRIMARY KEY (state_code, year)
);

-- KFF State Health Facts, total staffed community-hospital beds (from the AHA Annual Survey).
CREATE TABLE kff_hospital_beds (
  state_code text PRIMARY KEY,
  geo_level text NOT NULL CHECK (geo_level IN ('nation', 'state')),
  -- the name as published ('United States', 'Alabama')
  location text NOT NULL,
  year integer NOT NULL,
  total_hospital_beds integer,
  beds_per_1000_population double precision,
  source_file text NOT NULL,
  vintage text NOT NULL
);

-- US Bureau of Labor Statistics, QCEW research data on 501(c)(3) employers beside all private employers, by
-- state and NAICS industry (naics '10' is total private).
CREATE TABLE bls_qcew_nonprofits (
  year integer NOT NULL,
  -- 00 the nation, SS a state (or territory)
  fips text NOT NULL,
  geo_level text NOT NULL CHECK (geo_level IN ('nation', 'state')),
  state_code text,
  geo_title text NOT NULL,
  naics text NOT NULL,
  ind_title text NOT NULL,
  ind_level text NOT NULL,
  -- all private employers: establishments, employment, total wages (thousands of dollars), average annual and
  -- weekly wage; NULL where BLS suppresses the cell
  priv_estab bigint,
  priv_employ bigint,
  priv_wages_thousands double precision,
  priv_salary double precision,
  priv_weekly double precision,
  -- the same for 501(c)(3) employers
  npo_estab bigint,
  npo_employ bigint,
  npo_wages_thousands double precision,
  npo_salary double precision,
  npo_weekly double precision,
  -- nonprofit share of private employment, a fraction
  percent_npo double precision,
  wage_ratio_npo double precision,
  source_file text NOT NULL,
  vintage text NOT NULL,
  PRIMARY KEY (year, fips, naics)
);

-- The top-nonprofits list (/report/top-nonprofits): the organisations of a goal's NTEE major groups, by income,
-- in one state or in all of them, read in order from an index instead of sorting every match.
CREATE INDEX irs_eo_bmf_group_income_idx ON irs_eo_bmf ((upper(left(trim(ntee_cd), 1))), income_amt DESC NULLS LAST, ein);
CREATE INDEX irs_eo_bmf_state_group_income_idx ON irs_eo_bmf ((upper(trim(state))), (upper(left(trim(ntee_cd), 1))), income_amt DESC NULLS LAST, ein);
