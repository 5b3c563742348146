import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { styled } from 'styled-components';
import { ErrorState, Spinner, useSession } from '@x4i/shared';
import { type WizardWorkflowProps } from '@x4i/shared/contracts';
import { useContentSave, useContentStart } from '../hooks/use-content-workflow';
import { contentStepValidations } from '../domain/content-form';
import type { ContentKind } from '../domain/content-kinds';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 16px;
`;

interface Props<Form extends FieldValues> extends WizardWorkflowProps {
  kind: ContentKind<Form>;
  /** Each step's fields, by step id. */
  stepContent: Readonly<Record<string, ReactNode>>;
}

/**
 * A challenge or grant in the shell's wizard, built like the solution workflow: steps declared to the frame,
 * their validity reported on every change, every step mounted (hidden when not shown) so no typed value is lost,
 * and the frame's save and error reveal registered.
 */
export function ContentWorkflow<Form extends FieldValues>({ kind, stepContent, slug, activeStepId, controller }: Props<Form>) {
  const { user } = useSession();
  const form = useForm<Form>({ mode: 'onTouched', defaultValues: kind.empty(user?.organization ?? null) as DefaultValues<Form> });
  const { state, retry } = useContentStart(kind, slug, form, controller);
  const save = useContentSave(kind, slug);
  const { getValues, trigger, watch } = form;

  useEffect(() => controller.setSteps(kind.steps), [controller, kind]);

  useEffect(() => {
    const report = () => controller.setStepValidations(contentStepValidations(kind.steps, getValues()));
    report();
    const subscription = watch(report);
    return () => subscription.unsubscribe();
  }, [controller, kind, getValues, watch]);

  const [revealStep, setRevealStep] = useState<string | null>(null);
  useEffect(() => {
    if (!revealStep || revealStep !== activeStepId) return;
    setRevealStep(null);
    const step = kind.steps.find((candidate) => candidate.id === revealStep);
    if (step) void trigger(step.fields as Path<Form>[], { shouldFocus: true });
  }, [revealStep, activeStepId, trigger, kind]);

  useEffect(
    () =>
      controller.register({
        save: () => save(getValues()),
        revealErrors: (stepId) => setRevealStep(stepId),
      }),
    [controller, save, getValues],
  );

  if (state === 'loading') {
    return (
      <Loading>
        <Spinner label={`Loading the ${kind.noun}`} size={40} />
      </Loading>
    );
  }
  if (state === 'failed') return <ErrorState message={kind.messages.loadFailed} onRetry={retry} />;

  return (
    <FormProvider {...form}>
      {/* Saving is the wizard's button; Enter in a field must not submit anything. */}
      <form noValidate aria-label={slug ? `Edit the ${kind.noun}` : `New ${kind.noun}`} onSubmit={(event) => event.preventDefault()}>
        {kind.steps.map((step) => (
          <div key={step.id} hidden={activeStepId !== step.id} data-step={step.id}>
            {stepContent[step.id]}
          </div>
        ))}
      </form>
    </FormProvider>
  );
}
