import { styled } from 'styled-components';
import { VisuallyHidden } from '@x4i/shared';
import { type WizardStep, type WizardStepValidations } from '@x4i/shared/contracts';

/** SPEC 5: invalid steps are highlighted in light red. */
export const INVALID_STEP_BACKGROUND = '#FDE8EA';

const Nav = styled.nav`
  padding: 16px 12px;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow-y: auto;

  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li {
    margin-top: 6px;
  }
`;

const StepButton = styled.button<{ $invalid: boolean; $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.secondary : 'transparent')};
  border-left: 4px solid ${({ theme, $invalid, $active }) => ($invalid ? theme.colors.error : $active ? theme.colors.secondary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme, $invalid }) => ($invalid ? INVALID_STEP_BACKGROUND : theme.colors.white)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Marker = styled.span<{ $valid: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${({ theme, $valid }) => ($valid ? theme.colors.success : theme.colors.error)};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.8125rem;
  font-weight: 700;
`;

export interface WizardStepsProps {
  steps: readonly WizardStep[];
  activeStep: number;
  stepValidations: WizardStepValidations;
  onSelect(step: number): void;
}

/** The step list: every step can be opened; each says whether its fields are valid (mark and words, not colour alone). */
export function WizardSteps({ steps, activeStep, stepValidations, onSelect }: WizardStepsProps) {
  return (
    <Nav aria-label="Steps">
      <ol>
        {steps.map((step, index) => {
          const valid = stepValidations[step.id] === true;
          return (
            <li key={step.id}>
              <StepButton
                type="button"
                $invalid={!valid}
                $active={index === activeStep}
                aria-current={index === activeStep ? 'step' : undefined}
                data-invalid={!valid || undefined}
                onClick={() => onSelect(index)}
              >
                <Marker $valid={valid} aria-hidden="true">
                  {valid ? '✓' : index + 1}
                </Marker>
                <span>
                  {step.label}
                  <VisuallyHidden>{valid ? ' (complete)' : ' (needs attention)'}</VisuallyHidden>
                </span>
              </StepButton>
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}
