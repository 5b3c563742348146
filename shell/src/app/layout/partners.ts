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

/**
 * The row's heading and caption. SPEC 2.2 words them 'Founding Partners' / 'Driving Impact Together', but the row
 * lists public-data publishers that have no agreement with the product, and calling them partners would be false
 * (the issue on honest content overrides the SPEC here). A deployer that lists real partners sets the SPEC's words.
 */
export const partnersHeading = 'Our Public Data Sources';
export const partnersCaption = 'The public data this site is built on';

/** Said under the row while it lists data publishers, so nobody reads it as their endorsement. */
export const partnersNote: string | null = 'These publishers are not partners of the site and do not endorse it.';
