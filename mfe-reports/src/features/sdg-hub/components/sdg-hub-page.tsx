import { CardLink, PageContainer, PageHeading, usePageTitle } from '@x4i/shared';
import { hasDedicatedReport } from '../../sdg-report/hooks/sdg-report';
import { REPORT_DATASETS, SDG_REPORT_DATASETS, UN_SDG_GOALS } from '@x4i/shared/domain';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';

const TITLE = 'UN Sustainable Development Goals';

const Intro = styled.p`
  max-width: 72ch;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
`;

const Goal = styled.li<{ $color: string }>`
  position: relative;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 8px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radius}px;

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }

  p {
    margin: 0 0 8px;
    font-size: 0.9375rem;
  }

  ul {
    margin: 0;
    padding-left: 18px;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /sdg: the 17 goals in their colours, each with what its report page draws on. */
export function SdgHubPage() {
  usePageTitle(TITLE);
  return (
    <PageContainer>
      <PageHeading>{TITLE}</PageHeading>
      <Intro>
        A report for each of the 17 goals, for the whole country or one state: public indicators from federal agencies
        and the SDSN, and the nonprofits whose NTEE classification works toward the goal. To compare the states on all
        goals at once, see the <Link to="/sdg-index">State Sustainability Index</Link>.
      </Intro>
      <Grid>
        {UN_SDG_GOALS.map((goal) => (
          <Goal key={goal.value} $color={goal.color}>
            <h2>
              <CardLink to={`/sdg/${goal.uri}`}>
                {goal.position}. {goal.label}
              </CardLink>
            </h2>
            <p>{goal.tip}</p>
            <p>{hasDedicatedReport(goal.position) ? 'A dedicated report, drawing on:' : 'Its report draws on:'}</p>
            <ul>
              {(SDG_REPORT_DATASETS[goal.position] ?? []).map((key) => (
                <li key={key}>{REPORT_DATASETS[key]}</li>
              ))}
            </ul>
          </Goal>
        ))}
      </Grid>
    </PageContainer>
  );
}
