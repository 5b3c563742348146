import { LetterLink, Spinner, useCredits, useNteeChangeLetters } from '@x4i/shared';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { EmptyState, ProfileSection } from './section';

const List = styled.ul`
  margin: 0 0 12px;
  padding-left: 20px;

  li {
    margin: 0 0 8px;
  }
`;

/** The member's IRS-letter credits and the NTEE code change letters they prepared, each downloadable again. */
export function LettersSection() {
  const letters = useNteeChangeLetters(true);
  const credits = useCredits(true);
  const balance = credits.data?.IRS_LETTER;
  return (
    <ProfileSection title="IRS letters">
      {balance !== undefined && (
        <p>
          You have {balance} IRS-letter {balance === 1 ? 'credit' : 'credits'}. <Link to="/nonprofit-ntee-code-changer">Open the NTEE Code Changer</Link>
        </p>
      )}
      {letters.error && !letters.data ? (
        <EmptyState>Your letters could not be loaded.</EmptyState>
      ) : !letters.data ? (
        <Spinner label="Loading your letters" />
      ) : letters.data.letters.length === 0 ? (
        <EmptyState>You have not prepared a letter to the IRS yet.</EmptyState>
      ) : (
        <List aria-label="Your letters">
          {letters.data.letters.map((letter) => (
            <li key={letter.id}>
              <LetterLink letter={letter} />
            </li>
          ))}
        </List>
      )}
    </ProfileSection>
  );
}
