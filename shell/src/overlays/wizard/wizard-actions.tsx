import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '@x4i/shared';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
  padding: 12px 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Status = styled.p`
  flex: 1 1 240px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

export const INCOMPLETE_STEPS_MESSAGE = 'Complete the steps marked in red to save.';
export const SAVING_MESSAGE = 'Saving…';
export const VALIDATING_MESSAGE = 'Please wait for the upload to finish.';

export interface WizardActionsProps {
  isFirst: boolean;
  isLast: boolean;
  canSave: boolean;
  isSaving: boolean;
  isValidating: boolean;
  saveLabel: string;
  onBack(): void;
  onNext(): void;
  onSave(): void;
}

/**
 * Back, Next and the save button. While steps are invalid the save button says it is unavailable and why, but
 * stays focusable: pressing it opens the first invalid step and shows its errors.
 */
export function WizardActions({ isFirst, isLast, canSave, isSaving, isValidating, saveLabel, onBack, onNext, onSave }: WizardActionsProps) {
  const statusId = useId();
  const status = isSaving ? SAVING_MESSAGE : isValidating ? VALIDATING_MESSAGE : canSave ? '' : INCOMPLETE_STEPS_MESSAGE;
  return (
    <Footer>
      <Status id={statusId} role="status">
        {status}
      </Status>
      <Button variant="secondary" onClick={onBack} disabled={isFirst || isSaving}>
        Back
      </Button>
      <Button variant="secondary" onClick={onNext} disabled={isLast || isSaving}>
        Next
      </Button>
      <Button onClick={onSave} loading={isSaving} aria-disabled={!canSave || isValidating || undefined} aria-describedby={status ? statusId : undefined}>
        {saveLabel}
      </Button>
    </Footer>
  );
}
