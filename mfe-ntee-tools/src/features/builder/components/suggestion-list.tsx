import { Button, Spinner } from '@x4i/shared';
import { useNteeSuggestions } from '../hooks/ntee-builder';
import { type NteeSuggestion, type NteeSuggestionField } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { LoadError } from '../../kit/load-error';

const List = styled.ol`
  display: grid;
  gap: 12px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $chosen: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: center;
  justify-content: space-between;
  padding: 16px;
  border: ${({ $chosen, theme }) => ($chosen ? `2px solid ${theme.colors.secondary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radius}px;

  p {
    margin: 4px 0 0;
  }
`;

const Code = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.secondary};
`;

const Why = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FIELD_LABELS: Record<NteeSuggestionField, string> = {
  title: 'its title',
  keywords: 'its keywords',
  definition: 'its definition',
  majorGroupTitle: 'its major group',
  names: 'names of organizations with this code',
};

/** 'food, pantry, in its title and its keywords' */
export function whyText(suggestion: NteeSuggestion): string {
  const places = suggestion.matchedIn.map((field) => FIELD_LABELS[field]);
  const where = places.length <= 1 ? (places[0] ?? '') : `${places.slice(0, -1).join(', ')} and ${places.at(-1)}`;
  return `Matched ${suggestion.matchedTerms.join(', ')}${where ? ` in ${where}` : ''}.`;
}

export interface SuggestionListProps {
  description: string;
  chosenCode: string | null;
  onChoose(code: string): void;
}

/** The likeliest codes for the description, best first, each with why; one click makes it the chosen code. */
export function SuggestionList({ description, chosenCode, onChoose }: SuggestionListProps) {
  const suggestions = useNteeSuggestions(description);
  if (suggestions.error) return <LoadError error={suggestions.error} onRetry={() => void suggestions.mutate()} />;
  if (!suggestions.data) return <Spinner label="Finding codes" />;
  const list = suggestions.data.suggestions;
  if (list.length === 0) {
    return <p role="status">No code of the taxonomy matches these words. Try describing the work itself: who you serve and what you do.</p>;
  }
  return (
    <>
      <p role="status">
        {list.length === 1 ? 'One code' : `${list.length} codes`} for “{suggestions.data.description}”, likeliest first.
      </p>
      <List aria-label="Suggested codes">
        {list.map((suggestion) => (
          <Item key={suggestion.code} $chosen={suggestion.code === chosenCode}>
            <div>
              <Code>
                {suggestion.code}: {suggestion.title}
              </Code>
              <p>{suggestion.majorGroupTitle}</p>
              <Why>{whyText(suggestion)}</Why>
            </div>
            {suggestion.code === chosenCode ? (
              <strong>Chosen</strong>
            ) : (
              <Button variant="secondary" onClick={() => onChoose(suggestion.code)} aria-label={`Use this code: ${suggestion.code} ${suggestion.title}`}>
                Use this code
              </Button>
            )}
          </Item>
        ))}
      </List>
    </>
  );
}
