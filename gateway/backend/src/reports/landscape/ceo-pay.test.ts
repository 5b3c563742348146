import type { ReportBarsSection, ReportFiguresSection } from '@x4i/shared/contracts';
import { ceoPaySections, loadCeoPay, type CeoPayRow } from './ceo-pay.js';

const row = (state: string, ntee: string, pay: number, gender: CeoPayRow['gender'] = 'F'): CeoPayRow => ({ state, ntee, pay, gender });

describe('CEO pay', () => {
  it("gives the quartiles of the landscape's organizations in the state, and medians by gender of five or more", () => {
    const rows = [
      ...[100, 200, 300, 400, 500].map((pay) => row('WA', 'U41', pay, 'F')),
      ...[600, 700, 800, 900, 1000].map((pay) => row('WA', 'U40', pay, 'M')),
      row('WA', 'U40', 5000, 'U'),
      row('WA', 'B25', 99_999),
      row('OR', 'U41', 99_999),
    ];
    const [figures, byGender] = ceoPaySections(rows, { state: 'WA', nteePrefixes: ['U'] }, 'Washington') as [ReportFiguresSection, ReportBarsSection];
    expect(figures.figures.map((figure) => figure.value)).toEqual([11, 350, 600, 850]);
    expect(byGender.bars).toEqual([
      { label: 'Women (5)', value: 300 },
      { label: 'Men (5)', value: 800 },
    ]);
  });

  it('shows nothing for fewer than five organizations', () => {
    expect(ceoPaySections([row('WA', 'U41', 1), row('WA', 'U41', 2)], { state: 'WA', nteePrefixes: ['U'] }, 'Washington')).toEqual([]);
  });

  it('reads the shipped file: one row per organization with pay', async () => {
    const rows = await loadCeoPay();
    expect(rows.length).toBeGreaterThan(12_000);
    expect(rows.every((entry) => entry.pay > 0)).toBe(true);
    expect(new Set(rows.map((entry) => entry.gender))).toEqual(new Set(['F', 'M', 'U']));
  });
});
