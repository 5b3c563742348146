import { DEDICATED_SDG_REPORTS } from '@x4i/shared/contracts';
import { SDG_REPORT_DATASETS, type ReportDatasetKey } from '@x4i/shared/domain';
import type { SectionBuilderId } from './section-builders.js';
import { SDG_TOPICS } from './sdg-topics.js';

/** The dataset each section builder reads (the key of its Our Data section). */
const DATASET_OF: Record<SectionBuilderId, ReportDatasetKey> = {
  'saipe-poverty': 'saipe',
  'usda-food-insecurity': 'usda-food-security',
  'dol-minimum-wage': 'dol-minimum-wage',
  'eia-co2-emissions': 'eia-co2',
  'kff-hospital-beds': 'kff-hospital-beds',
  'bls-qcew-nonprofits': 'bls-qcew',
  'sdsn-indicators': 'sdsn-usa',
  'irs-organisations': 'irs-eo-bmf',
  'irs-income-buckets': 'irs-eo-bmf',
  'irs-international': 'irs-eo-bmf',
};

describe('SDG_TOPICS', () => {
  it('has one topic per goal, in order, each with a title and an introduction', () => {
    expect(SDG_TOPICS.map((topic) => topic.goal)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    for (const topic of SDG_TOPICS) {
      expect(topic.title).not.toBe('');
      expect(topic.intro.length).toBeGreaterThan(40);
      expect(new Set(topic.sections).size).toBe(topic.sections.length);
    }
  });

  it('opens each dedicated page with its own dataset', () => {
    const first = Object.fromEntries(SDG_TOPICS.filter((topic) => (DEDICATED_SDG_REPORTS as readonly number[]).includes(topic.goal)).map((topic) => [topic.goal, topic.sections[0]]));
    expect(first).toEqual({ 1: 'saipe-poverty', 2: 'usda-food-insecurity', 8: 'dol-minimum-wage', 9: 'sdsn-indicators', 12: 'sdsn-indicators', 17: 'irs-income-buckets' });
  });

  it('draws on the datasets the /sdg page lists for each goal, in the same order', () => {
    for (const topic of SDG_TOPICS) {
      // Goal 14 has no SDSN indicator: its page shows none, and the list does not promise one.
      const builders = topic.goal === 14 ? topic.sections.filter((id) => id !== 'sdsn-indicators') : topic.sections;
      expect([...new Set(builders.map((id) => DATASET_OF[id]))]).toEqual(SDG_REPORT_DATASETS[topic.goal]);
    }
  });

  it('gives the generic pages the datasets that fit them', () => {
    const sections = (goal: number) => SDG_TOPICS[goal - 1]!.sections;
    expect(sections(3)).toContain('kff-hospital-beds');
    expect(sections(7)).toContain('eia-co2-emissions');
    expect(sections(13)).toContain('eia-co2-emissions');
    expect(sections(10)).toContain('saipe-poverty');
    for (const topic of SDG_TOPICS) expect(topic.sections).toContain('irs-organisations');
  });

  it('names each field it does not cover once, with a reason', () => {
    for (const topic of SDG_TOPICS) {
      const fields = topic.notCovered.map((item) => item.field);
      expect(new Set(fields).size).toBe(fields.length);
      for (const item of topic.notCovered) expect(item.why.length).toBeGreaterThan(20);
    }
  });
});
