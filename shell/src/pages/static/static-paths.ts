/** Addresses the static pages link to (SPEC 2.1); the shell's route table serves the first six. */
export const staticPaths = {
  aboutUs: '/about-us',
  ourServices: '/our-services',
  ourData: '/our-data',
  privacy: '/privacy',
  termsOfUse: '/terms-of-use',
  listingAgreementTerms: '/listing-agreement-terms',
  nteeCodeFinder: '/nonprofit-ntee-code-finder',
} as const;

export const IRS_EO_BMF_URL = 'https://www.irs.gov/charities-non-profits/exempt-organizations-business-master-file-extract-eo-bmf';
