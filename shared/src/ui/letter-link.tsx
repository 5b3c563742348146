import type { NteeChangeLetter } from '../contracts/ntee-changer.js';
import { letterPdfUrl } from '../api/ntee-changer.js';
import { formatIsoDate } from '../domain/irs-dates.js';

/**
 * An NTEE code change letter as its owner finds it again (the changer, the profile): its PDF to download, named
 * by the organization and the change, then the day it was prepared.
 */
export function LetterLink({ letter }: { letter: Pick<NteeChangeLetter, 'pdfPath' | 'organizationName' | 'oldCode' | 'newCode' | 'createdAt'> }) {
  return (
    <>
      <a href={letterPdfUrl(letter.pdfPath)} download>
        {letter.organizationName}: {letter.oldCode ?? 'no code'} to {letter.newCode} (PDF)
      </a>
      , prepared {formatIsoDate(letter.createdAt)}
    </>
  );
}
