import type { SdgIndexMovementReason } from '@x4i/shared/contracts';

/** Two reasons a state moved between the index's editions, as the backend words them. */
export const foodInsecurityReason: SdgIndexMovementReason = {
  indicator: '02.03_foodinsc',
  name: 'Food insecurity',
  goal: 2,
  units: '% of households',
  decimals: 1,
  before: { value: 10.1, score: 55.26, source: 'USDA', dataYear: '2014-2016 average' },
  after: { value: 9.2, score: 63.04, source: 'USDA', dataYear: '2021–2023 average' },
  goalScoreChange: 3.891,
  indexChange: 0.2594,
};
export const povertyReason: SdgIndexMovementReason = {
  indicator: '01.04_perpovline',
  name: 'Living below national poverty line',
  goal: 1,
  units: '%',
  decimals: 1,
  before: { value: 11.9, score: 70, source: 'ACS', dataYear: '2016' },
  after: { value: 9.4, score: 68.6, source: 'SAIPE', dataYear: '2020' },
  goalScoreChange: -0.2,
  indexChange: -0.0133,
};
