/**
 * The service-desert maps (SPEC 2.1 'Service-desert maps'): each is a definition, and one builder on the server
 * turns any definition into a page, so a new map is a new entry here. A map sets the NEED of every county of a
 * state (US Census SAIPE people in poverty) against the SUPPLY of organisations that offer the service: IRS EO BMF
 * organisations with the listed NTEE codes, placed in a county by their ZIP code, and the 501(c)(3)
 * establishments the BLS counts in the fitting NAICS industry.
 */

/** The need a map measures: people of all ages in poverty (US Census SAIPE), the only county need in the data. */
export type ServiceDesertNeed = 'people-in-poverty';

export interface ServiceDesertMapDefinition {
  /** The page's slug: /service-desert-maps/<slug>. */
  slug: string;
  /** The page's heading and title. */
  title: string;
  /** The service, as a sentence says it: 'services for people with disabilities'. */
  service: string;
  /** USPS code of the state whose counties are mapped. */
  state: string;
  /** The county the page is about, when it is about one (its ZIP codes are listed too). */
  focusCounty: { fips: string; name: string } | null;
  need: ServiceDesertNeed;
  /**
   * NTEE codes whose organisations offer the service: a three-character code ('P82') counts that code and its
   * subdivisions ('P82' also counts 'P82A'), a single letter ('P') the whole major group.
   */
  ntee: readonly string[];
  /** Why these codes and no others, said on the page. */
  nteeWhy: string;
  /**
   * The BLS QCEW industry whose 501(c)(3) establishments count as supply. The county rows of the BLS file go down
   * to four-digit NAICS industries at most, and only where BLS publishes the cell.
   */
  naics: { code: string; title: string; why: string };
}

/** The NTEE codes of services for people with disabilities: the disability map's and the disability landscape's. */
export const DISABILITY_SERVICE_NTEE_CODES = ['B28', 'E50', 'J30', 'J33', 'L24', 'P73', 'P7A', 'P82', 'P86', 'P87'] as const;

export const SERVICE_DESERT_MAPS = [
  {
    slug: 'disabilities-wa',
    title: 'Service deserts: disability services in Washington',
    service: 'services for people with disabilities',
    state: 'WA',
    focusCounty: null,
    need: 'people-in-poverty',
    ntee: DISABILITY_SERVICE_NTEE_CODES,
    nteeWhy:
      'The NTEE codes whose NCCS title or definition describes a service for people with disabilities: special education, ' +
      'rehabilitative care, vocational rehabilitation, sheltered employment, independent housing for people with disabilities, ' +
      'group homes, residential developmental disability facilities, and centers for people with developmental disabilities, ' +
      'for blind and visually impaired people and for deaf and hearing impaired people. Left out: Goodwill Industries (J32), whose ' +
      'definition names the organization rather than a service, voluntary health associations for single conditions (G) and ' +
      'rights advocacy (R23), which do not provide the service.',
    naics: {
      code: '6241',
      title: 'Individual and Family Services',
      why:
        'NAICS 6241 holds services for the elderly and persons with disabilities (624120). The BLS county rows go no finer than ' +
        'four-digit industries, and the one for vocational rehabilitation (6243) has a row for one Washington county only.',
    },
  },
  {
    slug: 'pierce-county-wa',
    title: 'Service deserts: human services in Pierce County, Washington',
    service: 'human services',
    state: 'WA',
    focusCounty: { fips: '53053', name: 'Pierce County' },
    need: 'people-in-poverty',
    ntee: ['P', 'K31', 'L41'],
    nteeWhy:
      'Every code of the NTEE major group P (Human Services), with food banks and pantries (K31) and homeless shelters (L41), ' +
      'which serve the same people under other major groups.',
    naics: {
      code: '624',
      title: 'Social Assistance',
      why:
        'NAICS 624 (individual and family services, community food, housing and emergency relief, vocational rehabilitation ' +
        'and child day care) is the industry of human services, and the BLS file has rows for it in more Washington counties ' +
        'than for any of its four-digit parts.',
    },
  },
] as const satisfies readonly ServiceDesertMapDefinition[];

export type ServiceDesertMapSlug = (typeof SERVICE_DESERT_MAPS)[number]['slug'];

/** The page of a map: '/service-desert-maps/disabilities-wa'. */
export const serviceDesertMapPath = (slug: ServiceDesertMapSlug): string => `/service-desert-maps/${slug}`;

export function findServiceDesertMap(slug: string | undefined): ServiceDesertMapDefinition | undefined {
  return SERVICE_DESERT_MAPS.find((map) => map.slug === slug?.trim().toLowerCase());
}

/** Whether an NTEE code (as the IRS writes it, any case) is one of the map's. */
export function nteeCodeCounts(definition: Pick<ServiceDesertMapDefinition, 'ntee'>, code: string | null | undefined): boolean {
  const ntee = code?.trim().toUpperCase() ?? '';
  return ntee !== '' && definition.ntee.some((prefix) => ntee.startsWith(prefix));
}
