import { isApiError, Spinner } from '@x4i/shared';
import { useSolution } from '../../solution/hooks/solutions';
import { styled } from 'styled-components';
import { solutionToCard } from '../../kit/domain/solution-view';
import { ContentCard } from '../../kit/components/content-card';

const Note = styled.p`
  margin: 0;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
`;

/** The solution whose slug was typed into the search, above the listing (SPEC 5). */
export function HighlightedSolution({ slug }: { slug: string }) {
  const { data, error } = useSolution(slug);
  if (error) {
    return <Note role="status">{isApiError(error) && error.status === 404 ? `No solution has the slug ${slug}.` : 'The highlighted solution could not be loaded.'}</Note>;
  }
  if (!data) return <Spinner label="Loading the highlighted solution" />;
  return <ContentCard card={solutionToCard(data)} label="Highlighted" headingLevel={2} />;
}
