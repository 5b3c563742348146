import { UN_SDG_GOALS } from '@x4i/shared/domain';
import { readyTestDataForFile } from '../testing/test-backend.js';
import { createSdgReportData } from './sdg-report-data.js';
import type { SectionBuilderId } from './section-builders.js';
import { EVERY_PAGE_NOT_COVERED, findSdgTopic, SDG_TOPICS, type SdgTopic } from './sdg-topics.js';

jest.setTimeout(60_000);

/**
 * Goal 2's page as a topic the product does not ship: other section builders than the shipped topic's (which opens
 * with food insecurity and has no poverty or minimum wage), in another order, with its own words.
 */
const HUNGER_AND_PAY: SdgTopic = {
  goal: 2,
  title: 'Hunger, poverty and pay',
  intro: 'The income of the food and nutrition nonprofits by size, beside the poverty rate, food insecurity and the minimum wage of each state.',
  sections: ['irs-income-buckets', 'saipe-poverty', 'usda-food-insecurity', 'dol-minimum-wage'],
  notCovered: [{ field: 'foodPrices', why: 'No dataset of food prices by state has been imported yet, so the page cannot set pay against the cost of food.' }],
};

const data = readyTestDataForFile();

/** The SDG reports over the backend's data, from the given topics. */
const reportsOf = (topics: readonly SdgTopic[]) => createSdgReportData(data().db, data().services.moneyFlow, { topics });

describe('an SDG topic added by its definition alone', () => {
  it('is not the shipped topic of its goal', () => {
    expect(findSdgTopic(HUNGER_AND_PAY.goal)!.sections).not.toEqual(HUNGER_AND_PAY.sections);
    expect(SDG_TOPICS).not.toContain(HUNGER_AND_PAY);
  });

  it.each([null, 'AK'])("gives its title, intro and notCovered, and its builders' sections in its order (state %p)", async (state) => {
    const report = await reportsOf([HUNGER_AND_PAY]).sdgReport(HUNGER_AND_PAY.goal, state);
    expect(report).toMatchObject({ goal: 2, report: UN_SDG_GOALS[1]!.uri, title: HUNGER_AND_PAY.title, intro: HUNGER_AND_PAY.intro, state });
    expect(report.notCovered).toEqual([...EVERY_PAGE_NOT_COVERED, ...HUNGER_AND_PAY.notCovered]);

    // What each builder gives for the goal and place on its own, from a topic of that builder alone.
    const alone = async (id: SectionBuilderId) => (await reportsOf([{ ...HUNGER_AND_PAY, sections: [id] }]).sdgReport(HUNGER_AND_PAY.goal, state)).sections;
    const byBuilder = await Promise.all(HUNGER_AND_PAY.sections.map(alone));
    for (const sections of byBuilder) expect(sections.length).toBeGreaterThan(0);
    expect(report.sections).toEqual(byBuilder.flat());
    expect(report.sections[0]!.id).toBe('income-by-income-bucket');
    expect(report.sections.at(-1)!.id).toBe('minimum-wage-over-time');

    // The shipped page of the goal stays as it was.
    const shipped = await data().services.sdgReports.sdgReport(HUNGER_AND_PAY.goal, state);
    expect(shipped.title).toBe(findSdgTopic(2)!.title);
    expect(shipped.sections[0]!.id).toBe('food-insecurity-by-state');
  });
});
