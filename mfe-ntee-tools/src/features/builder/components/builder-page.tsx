import { PageContainer, PageHeading, Spinner, usePageTitle } from '@x4i/shared';
import { useNteeCodes } from '../hooks/ntee-codes';
import { type RemotePageProps } from '@x4i/shared/contracts';
import { useMemo } from 'react';
import { useSearchParams } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { LoadError } from '../../kit/load-error';
import { SectionHeading } from '../../kit/section-heading';
import { builderChoiceOf, builderSearch, type BuilderChoice } from '../domain/builder-choice';
import { ChosenCode } from './chosen-code';
import { DescribeForm } from './describe-form';
import { LevelPicker } from './level-picker';
import { PeerComparison } from './peer-comparison';
import { SuggestionList } from './suggestion-list';

const Intro = styled.p`
  max-width: 72ch;
  margin: 0 0 32px;
  font-size: 1.125rem;
  line-height: 1.5;
`;

const Sections = styled.div`
  display: grid;
  /* One column no wider than the page: a long option or a wide table stays in its own box. */
  grid-template-columns: minmax(0, 1fr);
  gap: 48px;
`;

/**
 * /nonprofit-ntee-code-builder: build an NTEE code level by level, or from a description of the organization;
 * then see what the code means, the goals it maps to, and who else carries it. The whole choice is in the URL.
 */
export function BuilderPage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  const taxonomy = useNteeCodes();
  const [searchParams, setSearchParams] = useSearchParams();
  const known = useMemo(() => (taxonomy.data ? new Set(taxonomy.data.codes.map((code) => code.code)) : null), [taxonomy.data]);
  const choice = builderChoiceOf(searchParams, known);
  const chosen = (choice.code && taxonomy.data?.codes.find((code) => code.code === choice.code)) || null;
  const go = (next: BuilderChoice) => setSearchParams(new URLSearchParams(builderSearch(next)), { preventScrollReset: true });

  return (
    <PageContainer>
      <PageHeading>{route.title}</PageHeading>
      <Intro>
        An NTEE code says what an organization does: a letter for its field (B, education), then two characters for the activity (B21,
        preschools). Build yours level by level from the National Taxonomy of Exempt Entities, or describe your work and pick from the
        likeliest codes.
      </Intro>
      {taxonomy.error && !taxonomy.data ? (
        <LoadError error={taxonomy.error} onRetry={() => void taxonomy.mutate()} />
      ) : !taxonomy.data ? (
        <Spinner label="Loading the NTEE taxonomy" />
      ) : (
        <Sections>
          <section aria-labelledby="levels-heading">
            <SectionHeading id="levels-heading">Build it level by level</SectionHeading>
            <LevelPicker taxonomy={taxonomy.data} choice={choice} onChoose={(levels) => go({ ...choice, ...levels })} />
          </section>
          <section aria-labelledby="describe-heading">
            <SectionHeading id="describe-heading">Or describe your organization</SectionHeading>
            <DescribeForm description={choice.description} onSubmit={(description) => go({ ...choice, description })} />
            {choice.description && (
              <SuggestionList
                description={choice.description}
                chosenCode={choice.code}
                onChoose={(code) => go({ ...choice, group: code[0]!, decade: null, code })}
              />
            )}
          </section>
          {chosen && <ChosenCode code={chosen} />}
          {chosen && <PeerComparison code={chosen.code} />}
        </Sections>
      )}
    </PageContainer>
  );
}
