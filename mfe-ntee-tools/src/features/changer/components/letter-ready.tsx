import { letterPdfUrl } from '@x4i/shared';
import { type NteeChangeLetterResponse } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { creditsText } from './access-panel';

const Done = styled.section`
  margin: 0 0 32px;
  padding: 24px;
  border: 2px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius}px;
  max-width: 72ch;

  h2 {
    margin: 0 0 8px;
  }
`;

/** The letter just produced: what it asks, the balance after it, and its PDF. */
export function LetterReady({ response: { letter, balances } }: { response: NteeChangeLetterResponse }) {
  return (
    <Done role="status" aria-labelledby="letter-ready-heading">
      <h2 id="letter-ready-heading">Your letter is ready</h2>
      <p>
        The letter asks the IRS to change the NTEE code of {letter.organizationName} (EIN {letter.ein}) from {letter.oldCode ?? 'none on record'} to{' '}
        {letter.newCode} ({letter.newTitle}). Print it, sign it and send it as it says. Your balance is now {creditsText(balances.IRS_LETTER ?? 0)}.
      </p>
      <p>
        <a href={letterPdfUrl(letter.pdfPath)} download>
          Download the letter (PDF)
        </a>
      </p>
    </Done>
  );
}
