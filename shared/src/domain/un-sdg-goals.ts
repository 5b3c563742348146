/**
 * The 17 UN sustainable development goals, generated from gateway/backend/data/un_sdg_goals.csv
 * (UN Statistics Division titles, UN DGC colours). Kept as code so that browsers and the backend need no file
 * at run time; un-sdg.test.ts fails when this table and the CSV part ways.
 */

export interface UnSdgGoalRow {
  goal: number;
  shortName: string;
  shortTitle: string;
  officialTitle: string;
  colorHex: string;
}

export const UN_SDG_GOAL_ROWS: readonly UnSdgGoalRow[] = [
  {
    goal: 1,
    shortName: 'No poverty',
    shortTitle: 'No Poverty',
    officialTitle: 'End poverty in all its forms everywhere',
    colorHex: '#E5243B',
  },
  {
    goal: 2,
    shortName: 'Zero hunger',
    shortTitle: 'Zero Hunger',
    officialTitle: 'End hunger, achieve food security and improved nutrition and promote sustainable agriculture',
    colorHex: '#DDA63A',
  },
  {
    goal: 3,
    shortName: 'Good health and well-being',
    shortTitle: 'Good Health and Well-being',
    officialTitle: 'Ensure healthy lives and promote well-being for all at all ages',
    colorHex: '#4C9F38',
  },
  {
    goal: 4,
    shortName: 'Quality education',
    shortTitle: 'Quality Education',
    officialTitle: 'Ensure inclusive and equitable quality education and promote lifelong learning opportunities for all',
    colorHex: '#C5192D',
  },
  {
    goal: 5,
    shortName: 'Gender equality',
    shortTitle: 'Gender Equality',
    officialTitle: 'Achieve gender equality and empower all women and girls',
    colorHex: '#FF3A21',
  },
  {
    goal: 6,
    shortName: 'Clean water and sanitation',
    shortTitle: 'Clean Water and Sanitation',
    officialTitle: 'Ensure availability and sustainable management of water and sanitation for all',
    colorHex: '#26BDE2',
  },
  {
    goal: 7,
    shortName: 'Affordable and clean energy',
    shortTitle: 'Affordable and Clean Energy',
    officialTitle: 'Ensure access to affordable, reliable, sustainable and modern energy for all',
    colorHex: '#FCC30B',
  },
  {
    goal: 8,
    shortName: 'Decent work and economic growth',
    shortTitle: 'Decent Jobs and Economic Growth',
    officialTitle: 'Promote sustained, inclusive and sustainable economic growth, full and productive employment and decent work for all',
    colorHex: '#A21942',
  },
  {
    goal: 9,
    shortName: 'Industry, innovation and infrastructure',
    shortTitle: 'Industry, Innovation and Infrastructure',
    officialTitle: 'Build resilient infrastructure, promote inclusive and sustainable industrialization and foster innovation',
    colorHex: '#FD6925',
  },
  {
    goal: 10,
    shortName: 'Reduced inequalities',
    shortTitle: 'Reduced Inequalities',
    officialTitle: 'Reduce inequality within and among countries',
    colorHex: '#DD1367',
  },
  {
    goal: 11,
    shortName: 'Sustainable cities and communities',
    shortTitle: 'Sustainable Cities and Communities',
    officialTitle: 'Make cities and human settlements inclusive, safe, resilient and sustainable',
    colorHex: '#FD9D24',
  },
  {
    goal: 12,
    shortName: 'Responsible consumption and production',
    shortTitle: 'Responsible Consumption and Production',
    officialTitle: 'Ensure sustainable consumption and production patterns',
    colorHex: '#BF8B2E',
  },
  {
    goal: 13,
    shortName: 'Climate action',
    shortTitle: 'Climate Action',
    officialTitle: 'Take urgent action to combat climate change and its impacts',
    colorHex: '#3F7E44',
  },
  {
    goal: 14,
    shortName: 'Life below water',
    shortTitle: 'Life Below Water',
    officialTitle: 'Conserve and sustainably use the oceans, seas and marine resources for sustainable development',
    colorHex: '#0A97D9',
  },
  {
    goal: 15,
    shortName: 'Life on land',
    shortTitle: 'Life on Land',
    officialTitle: 'Protect, restore and promote sustainable use of terrestrial ecosystems, sustainably manage forests, combat desertification, and halt and reverse land degradation and halt biodiversity loss',
    colorHex: '#56C02B',
  },
  {
    goal: 16,
    shortName: 'Peace, justice and strong institutions',
    shortTitle: 'Peace and Justice - Strong Institutions',
    officialTitle: 'Promote peaceful and inclusive societies for sustainable development, provide access to justice for all and build effective, accountable and inclusive institutions at all levels',
    colorHex: '#00689D',
  },
  {
    goal: 17,
    shortName: 'Partnerships for the goals',
    shortTitle: 'Partnerships for the Goals',
    officialTitle: 'Strengthen the means of implementation and revitalize the Global Partnership for Sustainable Development',
    colorHex: '#19486A',
  },
];
