import { styled } from 'styled-components';
import { Button } from '@x4i/shared';
import type { SolutionDraft } from '../domain/solution-draft';

const Offer = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;

  p {
    flex: 1 1 240px;
    margin: 0;
  }
`;

const when = (at: number) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The offer of a draft that was not saved: restore it into the form, or discard it. */
export function DraftOffer({ draft, onRestore, onDiscard }: { draft: SolutionDraft; onRestore(): void; onDiscard(): void }) {
  return (
    <Offer aria-label="Unsaved draft">
      <p>You have changes to this solution that were not saved ({when(draft.savedAt)}).</p>
      <Button onClick={onRestore}>Restore your draft</Button>
      <Button variant="secondary" onClick={onDiscard}>
        Discard draft
      </Button>
    </Offer>
  );
}
