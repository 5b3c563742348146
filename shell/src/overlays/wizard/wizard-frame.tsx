import { useEffect, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { ModalDialog, useWizard, type WizardRequest, type WizardWorkflowName } from '@x4i/shared';
import { IconButton } from '../../app/layout/icon-button';
import { ModalCloseButton, ModalHeader, ModalTitle } from '../modal-frame';
import { useWizardController } from './use-wizard-controller';
import { WizardActions } from './wizard-actions';
import { allStepsValid, firstInvalidStep, saveButtonLabel, wizardTitle } from './wizard-state';
import { WizardSteps } from './wizard-steps';
import { WorkflowContent } from './workflow-content';
import { WorkflowSelector } from './workflow-selector';

/** A large dialog: the solution form has many fields. */
export const WIZARD_MAX_WIDTH = 1040;

const Panel = styled(ModalDialog)<{ $fullscreen: boolean }>`
  overflow: hidden;
  ${({ $fullscreen }) =>
    $fullscreen
      ? `position: fixed;
    inset: 0;
    max-width: none;
    width: 100vw;
    height: 100dvh;
    max-height: none;
    border-radius: 0;`
      : 'height: min(800px, calc(100dvh - 32px));'}
`;

const HeaderButtons = styled.div`
  display: flex;
  gap: 4px;
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 240px) 1fr;
  flex: 1 1 auto;
  min-height: 0;
`;

const StepArea = styled.section`
  grid-column: 2;
  min-width: 0;
  padding: 20px 24px 32px;
  overflow-y: auto;
`;

const StepHeading = styled.h3`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.125rem;

  &:focus {
    outline: none;
  }
`;

type WizardLogger = (message: string, error: unknown) => void;
let logWizardError: WizardLogger = (message, error) => console.error(message, error);

/** Replaces the save-failure logger (tests silence it). Returns the previous one. */
export function setWizardErrorLogger(logger: WizardLogger): WizardLogger {
  const previous = logWizardError;
  logWizardError = logger;
  return previous;
}

/**
 * The wizard (SPEC 3 'Wizard', 4 'Solution editing'), mounted by the overlays while the wizard is open. Escape
 * and the close button close it without asking.
 */
export function WizardFrame() {
  const { state, open, close } = useWizard();
  if (!state.isOpen || !state.request) return null;
  const { request } = state;
  // A new request is a new wizard: steps, validity and the current step start over.
  return (
    <WizardDialog
      key={`${request.workflow ?? ''}:${request.slug ?? ''}`}
      request={request}
      onClose={close}
      onChoose={(workflow) => {
        close();
        open({ workflow });
      }}
    />
  );
}

function WizardDialog({ request, onClose, onChoose }: { request: WizardRequest; onClose(): void; onChoose(workflow: WizardWorkflowName): void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { state, dispatch, controller, handlers } = useWizardController();
  const { workflow, slug } = request;

  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.activeStep);
  // Moving between steps (Back, Next, the step list) focuses the new step's heading, so it is announced. A save
  // attempt that opens an invalid step leaves focus to the workflow, which puts it on the first field at fault.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (shownStep.current !== state.activeStep && focusHeading.current) stepHeading.current?.focus();
    shownStep.current = state.activeStep;
    focusHeading.current = false;
  }, [state.activeStep]);
  const goTo = (step: number) => {
    focusHeading.current = true;
    dispatch({ type: 'goTo', step });
  };

  const canSave = allStepsValid(state);
  const activeStep = state.steps[state.activeStep];

  const save = async () => {
    const registered = handlers.current;
    if (!registered || state.isSaving || state.isValidating) return;
    const invalid = firstInvalidStep(state);
    if (invalid !== -1) {
      dispatch({ type: 'goTo', step: invalid });
      registered.revealErrors?.(state.steps[invalid]!.id);
      return;
    }
    dispatch({ type: 'saveStarted' });
    try {
      await registered.save();
    } catch (error) {
      logWizardError('The wizard could not save', error);
    } finally {
      // SPEC 4: the wizard is reset after a save, even when it failed.
      onClose();
    }
  };

  return (
    <Panel
      data-testid="wizard-backdrop"
      maxWidth={WIZARD_MAX_WIDTH}
      $fullscreen={state.isFullscreen}
      labelledBy={titleId}
      initialFocus={closeRef}
      onCancel={onClose}
    >
      <ModalHeader $divided>
        <ModalTitle id={titleId}>{wizardTitle(request)}</ModalTitle>
        <HeaderButtons>
          {workflow && (
            <IconButton type="button" aria-label="Full screen" aria-pressed={state.isFullscreen} onClick={() => dispatch({ type: 'toggleFullscreen' })}>
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d={state.isFullscreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </IconButton>
          )}
          <ModalCloseButton ref={closeRef} label="Close the wizard" onClick={onClose} />
        </HeaderButtons>
      </ModalHeader>
      {workflow ? (
        <>
          <Body>
            {state.steps.length > 0 && (
              <WizardSteps
                steps={state.steps}
                activeStep={state.activeStep}
                stepValidations={state.stepValidations}
                onSelect={goTo}
              />
            )}
            <StepArea aria-labelledby={activeStep ? `${titleId}-step` : titleId} inert={state.isSaving}>
              {activeStep && (
                <StepHeading id={`${titleId}-step`} ref={stepHeading} tabIndex={-1}>
                  Step {state.activeStep + 1} of {state.steps.length}: {activeStep.label}
                </StepHeading>
              )}
              <WorkflowContent workflow={workflow} slug={slug} activeStepId={activeStep?.id ?? null} controller={controller} />
            </StepArea>
          </Body>
          {state.showActions && state.hasSave && state.steps.length > 0 && (
            <WizardActions
              isFirst={state.activeStep === 0}
              isLast={state.activeStep === state.steps.length - 1}
              canSave={canSave}
              isSaving={state.isSaving}
              isValidating={state.isValidating}
              saveLabel={saveButtonLabel(request)}
              onBack={() => goTo(state.activeStep - 1)}
              onNext={() => goTo(state.activeStep + 1)}
              onSave={() => void save()}
            />
          )}
        </>
      ) : (
        <WorkflowSelector onChoose={onChoose} />
      )}
    </Panel>
  );
}
