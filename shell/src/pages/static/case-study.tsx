import type { ReactNode } from 'react';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { Card } from '@x4i/shared';
import { Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

/** The four case studies, in the order the index lists them. Titles match the route table. */
export const caseStudies = [
  {
    path: staticPaths.caseStudyAlaska,
    title: 'Alaska’s Nonprofit Landscape in the IRS Master File',
    summary:
      'What one state’s IRS file holds: 5,802 tax-exempt organization records, and the questions the fields can answer about them.',
  },
  {
    path: staticPaths.caseStudyNtee,
    title: 'How NTEE Codes Classify Organizations',
    summary:
      'The National Taxonomy of Exempt Entities, read as data: 655 codes in 26 major groups, and how one three-character code places an organization.',
  },
  {
    path: staticPaths.caseStudyCoverage,
    title: 'Where the IRS Data Stops: Coverage and Vintages',
    summary:
      'Which states the platform’s IRS records cover, which they do not, and why Oregon’s records are eight years older than the rest.',
  },
  {
    path: staticPaths.caseStudySdgs,
    title: 'The SDGs as a Map for Social-Impact Work',
    summary:
      'The 17 UN Sustainable Development Goals, their 169 targets and 252 indicator entries, as a shared vocabulary for describing what a program changes.',
  },
] as const;

const Facts = styled(Card)`
  margin: 0 0 16px;

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    margin: 0;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }

  ${({ theme }) => theme.below.xs} {
    padding: 16px;

    dl {
      grid-template-columns: 1fr;
      gap: 2px;
    }

    dd + dt {
      margin-top: 8px;
    }
  }
`;

export interface CaseStudyProps {
  title: string;
  lead: ReactNode;
  /** The shipped files the analysis reads, and where they come from. */
  data: ReactNode;
  /** The question the case study answers. */
  question: ReactNode;
  children: ReactNode;
  /** The steps a reader follows to get the same figures. */
  reproduce: ReactNode;
  limits: ReactNode;
}

/**
 * The frame of a case-study page: the question, the data, the findings (children, as sections), how to reproduce
 * them, and what the data cannot say. Every figure comes from the public data described on Our Data.
 */
export function CaseStudy({ title, lead, data, question, children, reproduce, limits }: CaseStudyProps) {
  return (
    <StaticPage title={title} lead={lead}>
      <Facts>
        <dl>
          <dt>Question</dt>
          <dd>{question}</dd>
          <dt>Data</dt>
          <dd>{data}</dd>
        </dl>
      </Facts>
      {children}
      <Section title="Reproduce it">{reproduce}</Section>
      <Section title="What this data cannot tell you">{limits}</Section>
      <Section title="More case studies">
        <ul>
          {caseStudies
            .filter((study) => study.title !== title)
            .map((study) => (
              <li key={study.path}>
                <Link to={study.path}>{study.title}</Link>
              </li>
            ))}
        </ul>
        <p>
          All case studies are on <Link to={staticPaths.caseStudies}>Case Studies</Link>; the sources are on{' '}
          <Link to={staticPaths.ourData}>Our Data</Link>.
        </p>
      </Section>
    </StaticPage>
  );
}
