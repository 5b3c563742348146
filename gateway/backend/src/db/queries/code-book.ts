import type { CodedValue, NonprofitDetails, NteeCode, NteeExplanation, NteeMajorGroup } from '@x4i/shared/contracts';
import { normalizeCode, type IrsCodeField } from '../../data/codes.js';
import type { Queryable } from '../db.js';

/** The IRS and NTEE reference tables in memory (under 1,000 small rows), to explain a record's codes. */
export interface CodeBook {
  majorGroups: NteeMajorGroup[];
  nteeCodes: NteeCode[];
  subsection(subsection: string | null, classification: string | null): NonprofitDetails['subsection'];
  coded(field: IrsCodeField, value: string | null): CodedValue | null;
  ntee(code: string | null): NteeExplanation | null;
}

interface SubsectionRow {
  subsection_code: number;
  classification_code: number;
  classification_description: string;
  exempt_organization_type: string;
}

interface NteeRow {
  code: string;
  title: string;
  definition: string;
  major_group: string;
  major_group_title: string;
  broad_category: number;
  broad_category_title: string;
  keywords: string;
}

export async function loadCodeBook(db: Queryable): Promise<CodeBook> {
  const [subsections, codes, groups, ntee] = await Promise.all([
    db.query<SubsectionRow>(
      'SELECT subsection_code, classification_code, classification_description, exempt_organization_type FROM irs_subsection_codes',
    ),
    db.query<{ field: string; code: string; description: string }>('SELECT field, code, description FROM irs_codes'),
    db.query<NteeMajorGroup>('SELECT code, title, definition FROM ntee_major_groups ORDER BY code'),
    db.query<NteeRow>(
      `SELECT code, title, definition, major_group, major_group_title, broad_category, broad_category_title, keywords
       FROM ntee_codes ORDER BY code`,
    ),
  ]);

  const subsectionTypes = new Map<number, string>();
  const classifications = new Map<string, string>();
  for (const row of subsections) {
    subsectionTypes.set(Number(row.subsection_code), row.exempt_organization_type);
    classifications.set(`${Number(row.subsection_code)}:${Number(row.classification_code)}`, row.classification_description);
  }
  const descriptions = new Map(codes.map((row) => [`${row.field}:${row.code}`, row.description]));
  const majorGroups = groups.map((g) => ({ code: g.code, title: g.title, definition: g.definition }));
  const groupsByCode = new Map(majorGroups.map((g) => [g.code, g]));
  const nteeCodes: NteeCode[] = ntee.map((row) => ({
    code: row.code,
    title: row.title,
    definition: row.definition,
    majorGroup: row.major_group,
    majorGroupTitle: row.major_group_title,
    broadCategory: Number(row.broad_category),
    broadCategoryTitle: row.broad_category_title,
    keywords: row.keywords.split(';').map((k) => k.trim()).filter(Boolean),
  }));
  const nteeByCode = new Map(nteeCodes.map((c) => [c.code, c]));

  return {
    majorGroups,
    nteeCodes,
    subsection(subsection, classification) {
      if (!subsection) return { code: '', exemptOrganizationType: null, classifications: [] };
      const key = Number.parseInt(subsection, 10);
      // CLASSIFICATION holds one digit per classification of the subsection: '1200' is classifications 1 and 2.
      const digits = [...new Set((classification ?? '').replace(/[^1-9]/g, ''))];
      return {
        code: subsection,
        exemptOrganizationType: subsectionTypes.get(key) ?? null,
        classifications: digits.map((digit) => ({ code: digit, description: classifications.get(`${key}:${digit}`) ?? null })),
      };
    },
    coded(field, value) {
      if (!value) return null;
      return { code: value, description: descriptions.get(`${field}:${normalizeCode(value)}`) ?? null };
    },
    ntee(code) {
      if (!code) return null;
      const upper = code.toUpperCase();
      // A four-character code is a three-character taxonomy code with a suffix (E220, B11Z): explain the base.
      const entry = nteeByCode.get(upper) ?? (upper.length > 3 ? nteeByCode.get(upper.slice(0, 3)) : undefined);
      return {
        code,
        title: entry?.title ?? null,
        definition: entry?.definition ?? null,
        majorGroup: groupsByCode.get(upper.charAt(0)) ?? null,
      };
    },
  };
}
