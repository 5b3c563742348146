-- The compensation report states every figure in one dollar year, adjusted with CPI-U: pay now holds that amount,
-- and pay_as_filed the amount as the file published it (the CEO file's about-2022 dollars, the officer samples'
-- dollars of their tax year).
ALTER TABLE compensation_ceo ADD COLUMN pay_as_filed double precision;
ALTER TABLE compensation_officer ADD COLUMN pay_as_filed double precision;
ALTER TABLE compensation_officer ADD COLUMN base_pay_as_filed double precision;
-- The title rule that overrode the title variants' reading of a Part VII row (see title-rules.ts in shared); NULL when none did.
ALTER TABLE compensation_officer ADD COLUMN title_rule text;

-- What the import left out or merged, so that the report's notes can say how many: CEO pays too small to be a
-- salary, and the second CEO of an organisation's year.
CREATE TABLE compensation_import_counts (
  what text PRIMARY KEY,
  n integer NOT NULL
);
