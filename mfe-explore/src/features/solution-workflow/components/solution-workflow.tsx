import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { ErrorState, Spinner, useSession } from '@x4i/shared';
import { type WizardWorkflowProps } from '@x4i/shared/contracts';
import { UploadTrackerContext, useUploadTracker } from '../hooks/upload-tracker';
import { useSolutionDraft } from '../hooks/use-solution-draft';
import { useSolutionSave } from '../hooks/use-solution-save';
import { useSolutionStart } from '../hooks/use-solution-start';
import { emptySolutionForm, type SolutionForm } from '../domain/solution-form';
import { isSolutionStepId, SOLUTION_STEP_FIELDS, SOLUTION_STEPS, solutionStepValidations, type SolutionStepId } from '../domain/solution-rules';
import { BasicsStep } from './basics-step';
import { DraftOffer } from './draft-offer';
import { DetailsStep } from './details-step';
import { OrganizationStep } from './organization-step';
import { ReachStep } from './reach-step';
import { StoriesStep } from './stories-step';

const STEP_CONTENT: Record<SolutionStepId, ReactNode> = {
  basics: <BasicsStep />,
  organization: <OrganizationStep />,
  details: <DetailsStep />,
  stories: <StoriesStep />,
  reach: <ReachStep />,
};

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 16px;
`;

/**
 * SPEC 3 'Solution edit form' in the shell's wizard: creates a solution, or edits the one whose slug it is
 * given. Every step stays mounted (the ones not shown are hidden), so the frame can ask any step to show its
 * errors and no typed value is lost when moving between steps.
 */
export function SolutionWorkflow({ slug, activeStepId, controller }: WizardWorkflowProps) {
  const { user } = useSession();
  const form = useForm<SolutionForm>({ mode: 'onTouched', defaultValues: emptySolutionForm(user?.organization ?? null) });
  const { state, retry } = useSolutionStart(slug, form, controller);
  const save = useSolutionSave(slug);
  const { offer: draftOffer, restore: restoreDraft, discard: discardDraft, saved: draftSaved } = useSolutionDraft(slug, form, state === 'ready');
  const startUpload = useUploadTracker(controller);
  const { getValues, trigger, watch } = form;

  useEffect(() => controller.setSteps(SOLUTION_STEPS), [controller]);

  useEffect(() => {
    const report = () => controller.setStepValidations(solutionStepValidations(getValues()));
    report();
    const subscription = watch(report);
    return () => subscription.unsubscribe();
  }, [controller, getValues, watch]);

  // The frame opens the step as it asks for its errors: validate (and focus the first field at fault) once the
  // step is shown.
  const [revealStep, setRevealStep] = useState<SolutionStepId | null>(null);
  useEffect(() => {
    if (!revealStep || revealStep !== activeStepId) return;
    setRevealStep(null);
    void trigger([...SOLUTION_STEP_FIELDS[revealStep]], { shouldFocus: true });
  }, [revealStep, activeStepId, trigger]);

  useEffect(
    () =>
      controller.register({
        save: async () => {
          // A failed save keeps the draft, to be offered back at the next opening.
          if (await save(getValues())) draftSaved();
        },
        revealErrors: (stepId) => {
          if (isSolutionStepId(stepId)) setRevealStep(stepId);
        },
      }),
    [controller, save, getValues, draftSaved],
  );

  if (state === 'loading') {
    return (
      <Loading>
        <Spinner label="Loading the solution" size={40} />
      </Loading>
    );
  }
  if (state === 'failed') return <ErrorState message="The solution could not be loaded." onRetry={retry} />;

  return (
    <FormProvider {...form}>
      <UploadTrackerContext.Provider value={startUpload}>
        {/* Saving is the wizard's button; Enter in a field must not submit anything. */}
        {draftOffer && <DraftOffer draft={draftOffer} onRestore={restoreDraft} onDiscard={discardDraft} />}
        <form noValidate aria-label={slug ? 'Edit the solution' : 'New solution'} onSubmit={(event) => event.preventDefault()}>
          {SOLUTION_STEPS.map((step) => (
            <div key={step.id} hidden={activeStepId !== step.id} data-step={step.id}>
              {STEP_CONTENT[step.id]}
            </div>
          ))}
        </form>
      </UploadTrackerContext.Provider>
    </FormProvider>
  );
}
