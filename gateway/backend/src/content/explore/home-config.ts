import type { HomeConfig, ImpactFigure } from '@x4i/shared/contracts';

/** Figures for the home page's impact row, all computed from the data (none when unknown). */
export interface ImpactInput {
  /** Organisations in the imported IRS EO BMF; null while the import runs. */
  irsOrganizations: number | null;
  solutions: number;
  /** Sum of the amounts of open grants, US dollars. */
  openGrantFunding: number;
  challenges: number;
  /** How many items behind each figure are demo content, and how many items there are (open grants for the funding). */
  demo: { solutions: number; openGrants: number; openGrantsTotal: number; challenges: number };
  /** Which IRS files the organisation count covers (irsCoverageNote), null while unknown. */
  irsCoverage?: string | null;
}

/**
 * What to say beside a figure computed from directory items when some are demo content (the issue on honest
 * content: figures built from demo items say so); null when none are.
 */
export function demoNote(demoItems: number, items: number): string | null {
  if (demoItems <= 0) return null;
  if (demoItems >= items) return 'Demo content: computed from demo items only';
  return `Includes ${demoItems} demo ${demoItems === 1 ? 'item' : 'items'}`;
}

/** The home page's carousel, header tiles and impact figures (SPEC 2.8 home content types). */
export function homeConfig(input: ImpactInput): HomeConfig {
  const impact: ImpactFigure[] = [];
  if (input.irsOrganizations) {
    impact.push({ label: 'Nonprofits in the IRS data we explore', value: input.irsOrganizations, format: 'count', note: input.irsCoverage ?? null });
  }
  impact.push(
    { label: 'Tech solutions listed', value: input.solutions, format: 'count', note: demoNote(input.demo.solutions, input.solutions) },
    {
      label: 'Grant funding open now',
      value: input.openGrantFunding,
      format: 'currency',
      note: demoNote(input.demo.openGrants, input.demo.openGrantsTotal),
    },
    { label: 'Social challenges posted', value: input.challenges, format: 'count', note: demoNote(input.demo.challenges, input.challenges) },
  );
  return {
    carousel: [
      {
        title: 'Find technology that fits your mission',
        text: 'Compare software and services built for nonprofits, filtered by the goal you work on, who leads the provider and what peers already use.',
        to: '/all/tech-solution/',
        linkLabel: 'Browse solutions',
      },
      {
        title: 'Share the problem, gather the ideas',
        text: 'Post a challenge your organization faces and see which peers have the same one and which solutions they tried.',
        to: '/all/social-challenge-idea/',
        linkLabel: 'See challenges',
      },
      {
        title: 'Funding that is open now',
        text: 'Grants sorted by closing date and amount, with who may apply, so you spend your writing time on the ones you can win.',
        to: '/all/grants-funding/',
        linkLabel: 'Find grants',
      },
      {
        title: 'Follow the money',
        text: 'See where nonprofit income comes from, state by state and by size of organization, from the public IRS filings.',
        to: '/all/money-flow',
        linkLabel: 'Explore money flow',
      },
    ],
    headerTiles: [
      { title: 'Tech solutions', text: 'Software and services for nonprofits, by UN sustainable development goal.', to: '/all/tech-solution/' },
      { title: 'Social challenges', text: 'The problems organizations face today, and the ideas offered to solve them.', to: '/all/social-challenge-idea/' },
      { title: 'Grants and funding', text: 'Open funding opportunities, with amounts, deadlines and eligibility.', to: '/all/grants-funding/' },
      { title: 'Money flow', text: 'Nonprofit income in the US, from the IRS Exempt Organizations Business Master File.', to: '/all/money-flow' },
    ],
    impact,
  };
}
