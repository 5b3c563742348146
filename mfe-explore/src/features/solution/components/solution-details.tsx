import { ExternalLink } from '@x4i/shared';
import { formatCount, formatCurrency, formatEin, toExternalUrl } from '@x4i/shared/domain';
import { type Solution } from '@x4i/shared/contracts';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { formatDate } from '../../kit/domain/dates';
import { computedCount, demoContactLink, formatCompleteness } from '../../kit/domain/solution-view';
import { SectionHeading } from '../../kit/components/section-heading';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: 8px 24px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.below.xs} {
    grid-template-columns: 1fr;

    dd {
      margin-bottom: 8px;
    }
  }
`;

const Bullets = styled.ul`
  margin: 0;
  padding-left: 1.25rem;

  li + li {
    margin-top: 4px;
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    gap: 8px;
    align-content: start;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
  }

  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }

  p,
  blockquote {
    margin: 0;
  }

  img {
    max-width: 100%;
    border-radius: 4px;
  }
`;

const Section = styled.section`
  display: grid;
  gap: 4px;
`;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Link({ href, children }: { href: string; children: ReactNode }) {
  return <ExternalLink href={toExternalUrl(href)}>{children}</ExternalLink>;
}

/** The organisation behind the solution and how to reach it. */
export function OrganizationFacts({ solution }: { solution: Solution }) {
  const mailto = demoContactLink(solution.demoContact);
  return (
    <Section aria-labelledby="solution-organization-heading">
      <SectionHeading id="solution-organization-heading">About {solution.organization || 'the provider'}</SectionHeading>
      <Facts>
        {solution.organization && <Fact term="Organization">{solution.organization}</Fact>}
        {solution.organizationUrl && (
          <Fact term="Website">
            <Link href={solution.organizationUrl}>{solution.organizationUrl}</Link>
          </Fact>
        )}
        {solution.organizationEin && <Fact term="EIN">{formatEin(solution.organizationEin)}</Fact>}
        {solution.organizationEmail && (
          <Fact term="E-mail">
            <a href={`mailto:${solution.organizationEmail}`}>{solution.organizationEmail}</a>
          </Fact>
        )}
        {solution.demoContact && <Fact term="Demo contact">{mailto ? <a href={mailto}>{solution.demoContact.trim()}</a> : solution.demoContact}</Fact>}
        <Fact term="Solution type">{solution.solutionType === 'SERVICE' ? 'Service' : 'Technology'}</Fact>
        {solution.specialOfferUrl && (
          <Fact term="Special offer">
            <Link href={solution.specialOfferUrl}>See the special offer</Link>
          </Fact>
        )}
        {solution.hiringUrl && (
          <Fact term="Hiring">
            <Link href={solution.hiringUrl}>See open positions</Link>
          </Fact>
        )}
        {solution.caseStudiesUrl && (
          <Fact term="Case studies">
            <Link href={solution.caseStudiesUrl}>Read the case studies</Link>
          </Fact>
        )}
        {solution.impactUrl && (
          <Fact term="Impact">
            <Link href={solution.impactUrl}>See the impact</Link>
          </Fact>
        )}
        {solution.createdAt && <Fact term="Listed">{formatDate(solution.createdAt)}</Fact>}
        {solution.modifiedAt && <Fact term="Last updated">{formatDate(solution.modifiedAt)}</Fact>}
      </Facts>
    </Section>
  );
}

/** The computed entries (SPEC 3): use, shares, follows, potential funding and completeness. */
export function ActivityFacts({ solution }: { solution: Solution }) {
  return (
    <Section aria-labelledby="solution-activity-heading">
      <SectionHeading id="solution-activity-heading">Activity</SectionHeading>
      <Facts>
        <Fact term="Organizations using it">{formatCount(computedCount(solution, 'associations'))}</Fact>
        <Fact term="Shares">{formatCount(computedCount(solution, 'shares'))}</Fact>
        <Fact term="Follows">{formatCount(computedCount(solution, 'follows'))}</Fact>
        <Fact term="Potential funding">{formatCurrency(computedCount(solution, 'potentialFundingAmount'))}</Fact>
        <Fact term="Listing completeness">{formatCompleteness(computedCount(solution, 'completeness'))}</Fact>
      </Facts>
    </Section>
  );
}

function TextList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  const filled = items.map((item) => item.trim()).filter(Boolean);
  if (filled.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
      <Bullets>
        {filled.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Bullets>
    </Section>
  );
}

/** Main features, user benefits and primary audience. */
export function DescriptionLists({ solution }: { solution: Solution }) {
  return (
    <>
      <TextList id="solution-features-heading" title="Main features" items={solution.mainFeatures} />
      <TextList id="solution-benefits-heading" title="User benefits" items={solution.userBenefits} />
      <TextList id="solution-audience-heading" title="Primary audience" items={solution.primaryAudience} />
    </>
  );
}

export function MarketingMaterial({ solution }: { solution: Solution }) {
  if (solution.marketingMaterial.length === 0) return null;
  return (
    <Section aria-labelledby="solution-marketing-heading">
      <SectionHeading id="solution-marketing-heading">Marketing material</SectionHeading>
      <Cards>
        {solution.marketingMaterial.map((material, index) => (
          <li key={`${material.headline}-${index}`}>
            {material.imageUrl && <img src={material.imageUrl} alt="" loading="lazy" />}
            <h3>{material.headline}</h3>
            {material.bodyText && <p>{material.bodyText}</p>}
            {material.landingPageUrl && <Link href={material.landingPageUrl}>Learn more about {material.headline}</Link>}
          </li>
        ))}
      </Cards>
    </Section>
  );
}

export function References({ solution }: { solution: Solution }) {
  if (solution.references.length === 0) return null;
  return (
    <Section aria-labelledby="solution-references-heading">
      <SectionHeading id="solution-references-heading">References</SectionHeading>
      <Cards>
        {solution.references.map((reference, index) => (
          <li key={`${reference.name}-${index}`}>
            {reference.imageUrl && <img src={reference.imageUrl} alt="" loading="lazy" width={64} height={64} />}
            {reference.quote && <blockquote>“{reference.quote}”</blockquote>}
            <p>
              <strong>{reference.name}</strong>
              {reference.title && `, ${reference.title}`}
            </p>
            {reference.orgName && <p>{reference.orgUrl ? <Link href={reference.orgUrl}>{reference.orgName}</Link> : reference.orgName}</p>}
          </li>
        ))}
      </Cards>
    </Section>
  );
}

/** Badges and certifications (SPEC 3): traction badge, Tech4PI, Microsoft, premium listing, and the badges given. */
export function BadgesAndCertifications({ solution }: { solution: Solution }) {
  const flags = [
    solution.tractionBadge && 'Traction badge',
    solution.tech4piCert && 'Tech4PI certified',
    solution.msCert && 'Microsoft certified',
    solution.premiumListing && 'Premium listing',
  ].filter((flag): flag is string => !!flag);
  if (flags.length === 0 && solution.badges.length === 0) return null;
  return (
    <Section aria-labelledby="solution-badges-heading">
      <SectionHeading id="solution-badges-heading">Badges and certifications</SectionHeading>
      <Bullets>
        {flags.map((flag) => (
          <li key={flag}>{flag}</li>
        ))}
        {solution.badges.map((badge) => (
          <li key={badge.id}>
            <strong>{badge.name}</strong>
            {badge.description && `: ${badge.description}`}
          </li>
        ))}
      </Bullets>
    </Section>
  );
}
