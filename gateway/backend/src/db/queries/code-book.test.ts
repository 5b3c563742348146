import type { Queryable } from '../db.js';
import { loadCodeBook } from './code-book.js';

/** Answers loadCodeBook's four queries with a few rows of the real tables. */
const tables: Queryable = {
  async query<T extends object>(sql: string): Promise<T[]> {
    const rows: Record<string, unknown[]> = {
      irs_subsection_codes: [
        { subsection_code: 3, classification_code: 1, classification_description: 'Charitable Organization', exempt_organization_type: '501(c)(3)' },
        { subsection_code: 3, classification_code: 2, classification_description: 'Educational organization', exempt_organization_type: '501(c)(3)' },
      ],
      irs_codes: [
        { field: 'FOUNDATION', code: '15', description: 'Organization receiving support from governmental unit or general public' },
        { field: 'STATUS', code: '1', description: 'Unconditional exemption' },
        { field: 'ASSET_CD', code: '0', description: '0' },
      ],
      ntee_major_groups: [{ code: 'B', title: 'Education', definition: '' }],
      ntee_codes: [
        {
          code: 'B11',
          title: 'Single Organization Support',
          definition: 'Support',
          major_group: 'B',
          major_group_title: 'Education',
          broad_category: 2,
          broad_category_title: 'Education',
          keywords: 'Booster Clubs; PTA',
        },
      ],
    };
    const table = Object.keys(rows).find((name) => new RegExp(`FROM ${name}\\b`).test(sql));
    return (table ? rows[table] : []) as T[];
  },
  async exec() {},
};

describe('loadCodeBook', () => {
  it('reads each digit of CLASSIFICATION as one classification of the subsection', async () => {
    const book = await loadCodeBook(tables);
    expect(book.subsection('03', '1200')).toEqual({
      code: '03',
      exemptOrganizationType: '501(c)(3)',
      classifications: [
        { code: '1', description: 'Charitable Organization' },
        { code: '2', description: 'Educational organization' },
      ],
    });
    expect(book.subsection('03', '0000').classifications).toEqual([]);
    expect(book.subsection('03', '5000').classifications).toEqual([{ code: '5', description: null }]);
    expect(book.subsection('92', '1000')).toEqual({ code: '92', exemptOrganizationType: null, classifications: [{ code: '1', description: null }] });
    expect(book.subsection(null, null)).toEqual({ code: '', exemptOrganizationType: null, classifications: [] });
  });

  it('explains codes whatever their leading zeros, and keeps an undocumented code with a null description', async () => {
    const book = await loadCodeBook(tables);
    expect(book.coded('STATUS', '01')).toEqual({ code: '01', description: 'Unconditional exemption' });
    expect(book.coded('FOUNDATION', '15')).toEqual({ code: '15', description: expect.stringContaining('general public') });
    expect(book.coded('ASSET_CD', '0')).toEqual({ code: '0', description: '0' });
    expect(book.coded('STATUS', '99')).toEqual({ code: '99', description: null });
    expect(book.coded('STATUS', null)).toBeNull();
  });

  it('explains an NTEE code, a four-character code by its base, and an unknown one by its major group only', async () => {
    const book = await loadCodeBook(tables);
    const education = { code: 'B', title: 'Education', definition: '' };
    expect(book.ntee('B11')).toEqual({ code: 'B11', title: 'Single Organization Support', definition: 'Support', majorGroup: education });
    expect(book.ntee('B112')).toMatchObject({ code: 'B112', title: 'Single Organization Support' });
    expect(book.ntee('B99')).toEqual({ code: 'B99', title: null, definition: null, majorGroup: education });
    expect(book.ntee('Q3')).toEqual({ code: 'Q3', title: null, definition: null, majorGroup: null });
    expect(book.ntee(null)).toBeNull();
    expect(book.nteeCodes[0]!.keywords).toEqual(['Booster Clubs', 'PTA']);
  });
});
