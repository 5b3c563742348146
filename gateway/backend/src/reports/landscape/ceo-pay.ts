import path from 'node:path';
import type { ReportSection, ReportSource } from '@x4i/shared/contracts';
import { nteeMatches, percentile } from '@x4i/shared/domain';
import { readCsv } from '../../data/read-csv.js';
import { shippedDataDir } from '../../paths.js';

/**
 * CEO pay from the Form 990 e-filings as NCCS / the Nonprofit Open Data Collective compiled it: one row per
 * organization (its latest e-filed return, 2010–2019), total compensation in about 2022 dollars.
 */
export interface CeoPayRow {
  state: string;
  ntee: string;
  pay: number;
  gender: 'F' | 'M' | 'U';
}

export const CEO_PAY_FILE = path.join(shippedDataDir, 'compensation', 'ceo_compensation_990_2010_2019.csv.gz');

export const CEO_PAY_SOURCE: ReportSource = {
  name: 'NCCS / Urban Institute and the Nonprofit Open Data Collective, CEO compensation from IRS Form 990 and 990-EZ e-filings',
  url: 'https://nccs.urban.org/',
  year: '2010–2019',
  aboutPath: '/our-data#ceo-compensation',
};

/** Fewer organizations than this and a percentile says more about one CEO than about the field: no figures. */
export const CEO_PAY_MIN_COUNT = 5;

export async function loadCeoPay(file = CEO_PAY_FILE): Promise<CeoPayRow[]> {
  const records = await readCsv(file, ['State', 'NTEE.CC', 'CEOCompensation', 'Gender']);
  return records.flatMap((record) => {
    const pay = Number(record.CEOCompensation);
    if (!Number.isFinite(pay) || pay <= 0) return [];
    const gender = record.Gender === 'F' || record.Gender === 'M' ? record.Gender : 'U';
    return [{ state: (record.State ?? '').trim().toUpperCase(), ntee: (record['NTEE.CC'] ?? '').trim().toUpperCase(), pay, gender }];
  });
}

const GENDERS = [
  ['F', 'Women'],
  ['M', 'Men'],
  ['U', 'Not known'],
] as const;

/** CEO pay at the landscape's organizations (its NTEE codes, its state): quartiles, and the median by gender. */
export function ceoPaySections(rows: readonly CeoPayRow[], selection: { state: string | null; nteePrefixes: readonly string[] | null }, placeName: string): ReportSection[] {
  const chosen = rows.filter(
    (row) => (!selection.state || row.state === selection.state) && (selection.nteePrefixes === null || nteeMatches(row.ntee, selection.nteePrefixes)),
  );
  if (chosen.length < CEO_PAY_MIN_COUNT) return [];
  const pays = chosen.map((row) => row.pay).sort((a, b) => a - b);
  const description =
    "Total compensation (Form 990 Part VII, columns D to F) of the CEO in each organization's latest e-filed return from 2010 to 2019, adjusted by the compilers to about 2022 dollars. The file holds e-filers only, about 12,600 organizations nationwide, so small organizations are few; CEOs who were also the CFO are left out.";
  const byGender = GENDERS.flatMap(([code, label]) => {
    const values = chosen.filter((row) => row.gender === code).map((row) => row.pay).sort((a, b) => a - b);
    return values.length >= CEO_PAY_MIN_COUNT ? [{ label: `${label} (${values.length.toLocaleString('en-US')})`, value: percentile(values, 50) }] : [];
  });
  const sections: ReportSection[] = [
    {
      kind: 'figures',
      id: 'ceo-pay',
      title: `CEO pay in ${placeName}`,
      description,
      source: CEO_PAY_SOURCE,
      unit: 'US dollars a year',
      format: 'currency',
      decimals: 0,
      figures: [
        { label: 'Organizations with a CEO pay record', value: chosen.length, format: 'count', decimals: 0 },
        { label: '25th percentile', value: percentile(pays, 25), format: 'currency', decimals: 0 },
        { label: 'Median', value: percentile(pays, 50), format: 'currency', decimals: 0 },
        { label: '75th percentile', value: percentile(pays, 75), format: 'currency', decimals: 0 },
      ],
    },
  ];
  if (byGender.length > 1) {
    sections.push({
      kind: 'bars',
      id: 'ceo-pay-by-gender',
      title: 'Median CEO pay by gender',
      description:
        'The compilers inferred gender from first names; "Not known" is where a name did not tell. Each bar is the median of that group (how many CEOs in brackets); a group of fewer than five is left out.',
      source: CEO_PAY_SOURCE,
      unit: 'US dollars a year',
      format: 'currency',
      decimals: 0,
      categoryLabel: 'Gender',
      bars: byGender,
    });
  }
  return sections;
}
