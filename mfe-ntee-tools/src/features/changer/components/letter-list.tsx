import { LetterLink, Spinner, useNteeChangeLetters } from '@x4i/shared';
import { styled } from 'styled-components';
import { LoadError } from '../../kit/load-error';
import { SectionHeading } from '../../kit/section-heading';

const List = styled.ul`
  margin: 0;
  padding-left: 20px;

  li {
    margin: 0 0 8px;
  }
`;

/** The signed-in user's letters, newest first, each downloadable again. */
export function LetterList() {
  const letters = useNteeChangeLetters(true);
  return (
    <section aria-labelledby="letters-heading">
      <SectionHeading id="letters-heading">Your letters</SectionHeading>
      {letters.error && !letters.data ? (
        <LoadError error={letters.error} onRetry={() => void letters.mutate()} />
      ) : !letters.data ? (
        <Spinner label="Loading your letters" />
      ) : letters.data.letters.length === 0 ? (
        <p>You have not prepared a letter yet.</p>
      ) : (
        <List>
          {letters.data.letters.map((letter) => (
            <li key={letter.id}>
              <LetterLink letter={letter} />
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
