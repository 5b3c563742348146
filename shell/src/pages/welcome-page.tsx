import { useId } from 'react';
import { styled } from 'styled-components';
import { ButtonLink, Card, PageContainer, PageHeading, readBootData, usePageTitle } from '@x4i/shared';

const NTEE_CODE_FINDER_PATH = '/nonprofit-ntee-code-finder';

const Lead = styled.p`
  max-width: 46rem;
  margin: 0 0 16px;
  font-size: 1.125rem;
`;

const Text = styled.p`
  max-width: 46rem;
  margin: 0 0 16px;
`;

const ToolCard = styled(Card)`
  max-width: 46rem;
  margin: 32px 0;
  border-top: 4px solid ${({ theme }) => theme.colors.primary};

  h2 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.375rem;
  }

  p {
    margin: 0 0 20px;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 4px !important;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/** The home page until the directory's own home page is deployed. */
export function WelcomePage() {
  usePageTitle('Home');
  const { productName } = readBootData();
  const availableNowId = useId();
  return (
    <PageContainer>
      <PageHeading>Welcome to {productName}</PageHeading>
      <Lead>
        {productName} is a directory and research platform for nonprofits, social-impact funders and the people who
        build technology for them.
      </Lead>
      <Text>
        It brings together tech solutions, social challenges, grants and articles, organised around the 17 UN
        Sustainable Development Goals, with research tools and reports built on real public data.
      </Text>
      <ToolCard as="section" aria-labelledby={availableNowId}>
        <Eyebrow>Available now</Eyebrow>
        <h2 id={availableNowId}>NTEE Code Finder</h2>
        <p>
          Find the NTEE (National Taxonomy of Exempt Entities) code of a US nonprofit by searching the IRS
          exempt-organisation records.
        </p>
        <ButtonLink to={NTEE_CODE_FINDER_PATH}>Open the NTEE Code Finder</ButtonLink>
      </ToolCard>
      <Text>
        The directory, the reports and more research tools are on their way; each one appears in the menu as soon as
        it opens.
      </Text>
    </PageContainer>
  );
}
