export interface Partner {
  /** Logo image URL; without one the tile shows the title as a text wordmark. */
  logo: string | null;
  title: string;
  url: string;
}

// The deployer's to replace with its own founding partners. Until there are partner agreements to show, the
// row credits the public-data publishers whose data the product is built on.
export const partners: Partner[] = [
  { logo: null, title: 'Internal Revenue Service', url: 'https://www.irs.gov/charities-non-profits' },
  { logo: null, title: 'NCCS / Urban Institute', url: 'https://nccs.urban.org' },
  { logo: null, title: 'UN Statistics Division', url: 'https://unstats.un.org/sdgs/' },
  { logo: null, title: 'U.S. Census Bureau', url: 'https://www.census.gov' },
  { logo: null, title: 'U.S. Bureau of Labor Statistics', url: 'https://www.bls.gov' },
  { logo: null, title: 'Nonprofit Open Data Collective', url: 'https://nonprofit-open-data-collective.github.io' },
];

/** Said under the row while it lists data publishers, so nobody reads it as their endorsement. */
export const partnersNote: string | null = 'Our data comes from these public sources.';
