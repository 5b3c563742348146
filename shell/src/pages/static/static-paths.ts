import { serviceDesertMapPath } from '@x4i/shared/domain';

/** The four case studies (SPEC 2.1): each is served at `/case-studies/<slug>`. */
export const caseStudySlugs = {
  alaska: 'alaska-nonprofit-landscape',
  ntee: 'how-ntee-codes-classify-organizations',
  coverage: 'irs-data-coverage-and-vintages',
  sdgs: 'sdgs-as-a-map-for-social-impact',
} as const;

/** Addresses the static pages link to (SPEC 2.1); the shell's route table serves all but `remotePaths`. */
export const staticPaths = {
  aboutUs: '/about-us',
  ourServices: '/our-services',
  ourData: '/our-data',
  privacy: '/privacy',
  termsOfUse: '/terms-of-use',
  listingAgreementTerms: '/listing-agreement-terms',
  apis: '/apis',
  newsletter: '/newsletter',
  faq: '/faq',
  partnerships: '/partnerships',
  community: '/community',
  collections: '/collections',
  exchange: '/exchange',
  interactiveTools: '/interactive-tools',
  premiumTools: '/premium-tools',
  create: '/create',
  verifyEmail: '/verify-email',
  tech4pi: '/tech4pi',
  research: '/research',
  researchPapers: '/research-papers',
  caseStudies: '/case-studies',
  caseStudyAlaska: `/case-studies/${caseStudySlugs.alaska}`,
  caseStudyNtee: `/case-studies/${caseStudySlugs.ntee}`,
  caseStudyCoverage: `/case-studies/${caseStudySlugs.coverage}`,
  caseStudySdgs: `/case-studies/${caseStudySlugs.sdgs}`,
  nteeCodeFinder: '/nonprofit-ntee-code-finder',
  nteeCodeBuilder: '/nonprofit-ntee-code-builder',
  nteeCodeChanger: '/nonprofit-ntee-code-changer',
  profile: '/profile',
  directory: '/',
  techSolutions: '/all/tech-solution',
  moneyFlow: '/all/money-flow',
  sdgIndex: '/sdg-index',
  sdg: '/sdg',
  researchCatalog: '/research-tools-and-reports',
  compensation: '/nonprofit-compensation',
  compensationInTheUs: '/nonprofit-compensation-in-the-us',
  compensationReport: '/nonprofit-compensation-report',
  serviceDesertDisabilitiesWa: serviceDesertMapPath('disabilities-wa'),
  serviceDesertPierceCountyWa: serviceDesertMapPath('pierce-county-wa'),
} as const;

/**
 * Linked pages that remotes own, not the shell: the NTEE code finder, builder and changer (mfe-ntee-tools), the profile (mfe-account),
 * the directory's home, tech solutions listing and money flow (mfe-explore), the sustainability index, the SDG reports, the
 * research catalog and the service-desert maps (mfe-reports), the compensation pages (mfe-compensation).
 */
export const remotePaths: readonly string[] = [
  staticPaths.nteeCodeFinder,
  staticPaths.nteeCodeBuilder,
  staticPaths.nteeCodeChanger,
  staticPaths.profile,
  staticPaths.directory,
  staticPaths.techSolutions,
  staticPaths.moneyFlow,
  staticPaths.sdgIndex,
  staticPaths.sdg,
  staticPaths.researchCatalog,
  staticPaths.serviceDesertDisabilitiesWa,
  staticPaths.serviceDesertPierceCountyWa,
  staticPaths.compensation,
  staticPaths.compensationInTheUs,
  staticPaths.compensationReport,
];

export const IRS_EO_BMF_URL = 'https://www.irs.gov/charities-non-profits/exempt-organizations-business-master-file-extract-eo-bmf';
export const IRS_EO_INFO_URL = 'https://www.irs.gov/pub/irs-soi/eo_info.pdf';
export const NTEE_URL = 'https://nccs.urban.org/project/national-taxonomy-exempt-entities-ntee-codes';
export const SDG_INDICATORS_URL = 'https://unstats.un.org/sdgs/indicators/indicators-list/';
