import { DOLLAR_BASIS_TEXT, inDollarsOf, MIN_FILINGS_PER_CELL, MIN_PLAUSIBLE_CEO_PAY, REPORT_DOLLAR_YEAR, TITLE_RULES, type TitleRule } from '@x4i/shared/domain';
import type { CompensationCatalogue } from '../catalogue.js';
import { CEO_FILE_DOLLAR_YEAR } from '../import/compensation-files.js';

/**
 * The notes that say how the report's figures are made: the dollar basis, which records count, where the years
 * sit, what an income bucket is measured on, and how titles are read. Every count in them comes from the data.
 */

const count = (value: number) => value.toLocaleString('en-US');
const dollars = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
/** The CPI-U factor from a year to the report's, as a sentence shows it: '1.072'. */
const factor = (fromYear: number) => inDollarsOf(1, fromYear).toFixed(3);

/** 'Pay figures are in 2024 dollars, adjusted with CPI-U.': what every tab and the teaser state once, above their figures. */
export const DOLLAR_BASIS_SENTENCE = `Pay figures are ${DOLLAR_BASIS_TEXT}.`;

export function dollarBasisNote(): string {
  return `Dollars: every pay figure is ${DOLLAR_BASIS_TEXT} (the BLS consumer price index for all urban consumers, annual averages). The CEO file was published in about ${CEO_FILE_DOLLAR_YEAR} dollars and is multiplied by ${factor(CEO_FILE_DOLLAR_YEAR)}; officers' pay is carried from its tax year, Schedule J's from 2018 (× ${factor(2018)}).`;
}

export function ceoYearsNote(catalogue: CompensationCatalogue): string | null {
  const { firstYear, lastYear, latestYears, records } = catalogue.ceo;
  if (firstYear === null || lastYear === null || !latestYears || latestYears.from <= firstYear) return null;
  return `Years: the CEO records span ${firstYear}–${lastYear} (each organization's latest e-filed return), but ${count(latestYears.records)} of the ${count(records)} (${Math.round(latestYears.share * 100)}%) are from ${latestYears.from}–${latestYears.to}.`;
}

export function ceoRecordsNote(catalogue: CompensationCatalogue): string {
  const { implausible, changeovers, partYear } = catalogue.ceo;
  const dropped = `${count(implausible)} CEO ${implausible === 1 ? 'pay' : 'pays'} under ${dollars(MIN_PLAUSIBLE_CEO_PAY)} a year are left out as implausible.`;
  const years =
    changeovers === 0
      ? 'Each organization has one CEO record a year.'
      : `${count(changeovers)} organizations reported two CEOs in the same year (a changeover, with part-year pay the file does not flag): the year counts once, by the higher-paid CEO, as a stand-in for the one who served the full year, so ${count(partYear)} lower-paid records are left out.`;
  return `Records: ${dropped} ${years}`;
}

export function ceoIncomeNote(): string {
  return "Income bucket of a CEO record: the gross receipts of that same filing.";
}

export function officerIncomeNote(catalogue: CompensationCatalogue): string {
  const irs = catalogue.irsSnapshot ? `the income amount in the IRS Business Master File extract of ${catalogue.irsSnapshot}` : 'the income amount in the IRS Business Master File';
  return `Income bucket of an officer: the gross receipts of the organization's record in the CEO file when it is there, otherwise ${irs}, which can be years later than the officer's return; an officer whose organization is in neither has no bucket, region or issue area and counts only while those filters are empty.`;
}

/** How titles are read, with how many officer rows each correction moved. */
export function titleRuleNotes(catalogue: CompensationCatalogue): string[] {
  return (Object.keys(TITLE_RULES) as TitleRule[]).map((rule) => `Title rule (${count(catalogue.titleRules.get(rule) ?? 0)} officer rows): ${TITLE_RULES[rule]}`);
}

/** The notes every tab of CEO pay repeats: how the figures are made and what they leave out. */
export function methodNotes(catalogue: CompensationCatalogue): string[] {
  const years = ceoYearsNote(catalogue);
  return [
    `Figures are the 25th, 50th (median), 75th and 90th percentiles of the filings in each group, interpolated between the closest filings; the count of filings stands beside each figure, and a group of fewer than ${MIN_FILINGS_PER_CELL} filings shows its count only.`,
    `CEO pay is the total compensation (Form 990 Part VII, columns D to F) in each organization's latest e-filed return of ${catalogue.ceo.firstYear ?? ''}–${catalogue.ceo.lastYear ?? ''}, in ${REPORT_DOLLAR_YEAR} dollars.`,
    dollarBasisNote(),
    ...(years ? [years] : []),
    ceoRecordsNote(catalogue),
    ceoIncomeNote(),
    'The CEO file holds e-filers only, so small organizations are few, and CEOs who were also the CFO are left out.',
  ];
}

/** The notes of a title read from the Part VII sample. */
export function officerNotes(catalogue: CompensationCatalogue, who: string): string[] {
  return [
    `${who}: the paid officers of that standard title in a random sample of about 1,000 e-filed returns (Form 990 Part VII, ${catalogue.partVii.source.years}), in ${REPORT_DOLLAR_YEAR} dollars from the dollars of each return's tax year.`,
    'A different sample from the CEO file (a random set of returns of every year against each organization’s latest return): set its figures beside the chief executive’s with care.',
    dollarBasisNote(),
    officerIncomeNote(catalogue),
    ...titleRuleNotes(catalogue),
  ];
}
