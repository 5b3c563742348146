-- The SDSN USA state indicators (Sustainable Development Report of the United States 2018), the base of the
-- sustainability index (/sdg-index). Loaded by the reference import from data/indicators/sdsn_usa_2018/.
CREATE TABLE sdsn_indicators (
  -- the column name in state_indicators.csv, e.g. 01.04_perpovline
  indicator text PRIMARY KEY,
  goal integer NOT NULL CHECK (goal BETWEEN 1 AND 17),
  name text NOT NULL,
  units text NOT NULL,
  decimals integer,
  source text NOT NULL,
  -- as published: a year, or a span such as 2012-2016
  data_year text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('ascending', 'descending')),
  definition text NOT NULL
);

CREATE TABLE sdsn_state_values (
  state_code text NOT NULL,
  indicator text NOT NULL,
  -- NULL when unavailable ('NA') or published as a bound ('<1'): no number is made up for it
  value double precision,
  -- the value as published
  published text NOT NULL,
  PRIMARY KEY (state_code, indicator)
);
