import { indicatorTrend, type IndicatorDirection, type IndicatorTrend } from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';

/**
 * SDSN USA 2018 indicators that a newer federal file in the product measures the same way: the index uses the
 * newer values, and the page says so. Only same-measure pairs are replaced (the percent of people in poverty,
 * the percent of food-insecure households); an indicator the newer files measure differently (CO2 per person
 * against total CO2) keeps the SDSN value.
 */
export interface FederalReplacement {
  indicator: string;
  source: string;
  dataYear: string;
  replaces: string;
  /** State code → the newer value. */
  values: Map<string, number>;
  /** State code → the trend over the file's two latest periods, where it has a series. */
  trends: Map<string, IndicatorTrend>;
}

interface SaipeRow {
  state_code: string;
  poverty_rate_pct: number | null;
  year: number;
}

interface FoodRow {
  state_code: string;
  period: string;
  first_year: number;
  food_insecurity_pct: number | null;
  food_insecurity_moe: number | null;
}

async function poverty(db: Queryable): Promise<FederalReplacement | null> {
  const rows = await db.query<SaipeRow>(`SELECT state_code, poverty_rate_pct, year FROM saipe_poverty WHERE geo_level = 'state' AND poverty_rate_pct IS NOT NULL`);
  if (rows.length === 0) return null;
  const year = Math.max(...rows.map((row) => row.year));
  return {
    indicator: '01.04_perpovline',
    source: 'Small Area Income and Poverty Estimates (SAIPE), U.S. Census Bureau',
    dataYear: String(year),
    replaces: `The Census Bureau's ${year} estimate (SAIPE) replaces the 2016 American Community Survey value the SDSN published: both are the percent of people below the poverty line.`,
    values: new Map(rows.map((row) => [row.state_code, Number(row.poverty_rate_pct)])),
    trends: new Map(),
  };
}

async function foodInsecurity(db: Queryable, direction: IndicatorDirection): Promise<FederalReplacement | null> {
  const rows = await db.query<FoodRow>(
    `SELECT state_code, period, first_year, food_insecurity_pct, food_insecurity_moe FROM usda_food_insecurity
     WHERE geo_level = 'state' AND food_insecurity_pct IS NOT NULL`,
  );
  if (rows.length === 0) return null;
  const latestYear = Math.max(...rows.map((row) => row.first_year));
  // The period before that does not overlap the latest: 2018-2020 before 2021-2023.
  const latest = rows.filter((row) => row.first_year === latestYear);
  const before = new Map(rows.filter((row) => row.first_year === latestYear - 3).map((row) => [row.state_code, row]));
  const period = latest[0]!.period.replace('-', '–');
  const trends = new Map<string, IndicatorTrend>();
  for (const row of latest) {
    const earlier = before.get(row.state_code);
    if (!earlier || earlier.food_insecurity_pct === null || row.food_insecurity_moe === null || earlier.food_insecurity_moe === null) continue;
    trends.set(
      row.state_code,
      indicatorTrend(
        { period: earlier.period.replace('-', '–'), value: Number(earlier.food_insecurity_pct), marginOfError: Number(earlier.food_insecurity_moe) },
        { period, value: Number(row.food_insecurity_pct), marginOfError: Number(row.food_insecurity_moe) },
        direction,
      ),
    );
  }
  return {
    indicator: '02.03_foodinsc',
    source: 'Economic Research Service, US Department of Agriculture',
    dataYear: `${period} average`,
    replaces: `The USDA's ${period} state average replaces the 2014–2016 average the SDSN published: the same measure, the percent of food-insecure households.`,
    values: new Map(latest.map((row) => [row.state_code, Number(row.food_insecurity_pct)])),
    trends,
  };
}

/** The replacements whose files are imported (an empty table leaves the SDSN value in place). */
export async function loadFederalReplacements(db: Queryable): Promise<FederalReplacement[]> {
  const found = await Promise.all([poverty(db), foodInsecurity(db, 'descending')]);
  return found.filter((item): item is FederalReplacement => item !== null);
}
