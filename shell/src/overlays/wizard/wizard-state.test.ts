import type { WizardStep } from '@x4i/shared/contracts';
import {
  allStepsValid,
  firstInvalidStep,
  initialWizardFrameState,
  saveButtonLabel,
  wizardFrameReducer,
  wizardTitle,
  type WizardFrameState,
} from './wizard-state';

const steps: WizardStep[] = [
  { id: 'basics', label: 'Basics' },
  { id: 'organization', label: 'Organization' },
  { id: 'details', label: 'Details' },
];

const withSteps = (overrides: Partial<WizardFrameState> = {}): WizardFrameState => ({ ...initialWizardFrameState, steps, ...overrides });

describe('wizard titles and labels (SPEC 4)', () => {
  it("titles the create wizard 'Start Something New', the edit wizard 'Edit a Solution', the selector 'Become a changemaker'", () => {
    expect(wizardTitle({ workflow: 'SolutionWorkflow' })).toBe('Start Something New');
    expect(wizardTitle({ workflow: 'SolutionWorkflow', slug: 's-food-finder' })).toBe('Edit a Solution');
    expect(wizardTitle({})).toBe('Become a changemaker');
  });

  it("labels the save button 'Save and publish', or 'Save Update' when editing", () => {
    expect(saveButtonLabel({ workflow: 'SolutionWorkflow' })).toBe('Save and publish');
    expect(saveButtonLabel({ workflow: 'SolutionWorkflow', slug: 's-food-finder' })).toBe('Save Update');
  });
});

describe('step validity (SPEC 5)', () => {
  it('needs every step reported valid to save; an unreported step counts as invalid', () => {
    expect(allStepsValid(withSteps({ stepValidations: { basics: true, organization: true, details: true } }))).toBe(true);
    expect(allStepsValid(withSteps({ stepValidations: { basics: true, organization: false, details: true } }))).toBe(false);
    expect(allStepsValid(withSteps({ stepValidations: { basics: true, organization: true } }))).toBe(false);
    expect(allStepsValid(initialWizardFrameState)).toBe(false);
  });

  it('finds the first invalid step', () => {
    expect(firstInvalidStep(withSteps({ stepValidations: { basics: true, organization: false, details: false } }))).toBe(1);
    expect(firstInvalidStep(withSteps({ stepValidations: { basics: true, organization: true, details: true } }))).toBe(-1);
  });
});

describe('wizardFrameReducer', () => {
  it('moves between steps within bounds', () => {
    let state = withSteps();
    state = wizardFrameReducer(state, { type: 'goTo', step: 2 });
    expect(state.activeStep).toBe(2);
    expect(wizardFrameReducer(state, { type: 'goTo', step: 3 }).activeStep).toBe(2);
    expect(wizardFrameReducer(state, { type: 'goTo', step: -1 }).activeStep).toBe(0);
  });

  it('keeps the current step when the steps are declared again, unless it no longer exists', () => {
    const state = withSteps({ activeStep: 2 });
    expect(wizardFrameReducer(state, { type: 'setSteps', steps }).activeStep).toBe(2);
    expect(wizardFrameReducer(state, { type: 'setSteps', steps: steps.slice(0, 2) }).activeStep).toBe(0);
  });

  it('ignores an unchanged validity report, so typing does not re-render the frame', () => {
    const state = withSteps({ stepValidations: { basics: true, organization: false } });
    expect(wizardFrameReducer(state, { type: 'setStepValidations', validations: { organization: false, basics: true } })).toBe(state);
    expect(wizardFrameReducer(state, { type: 'setStepValidations', validations: { basics: true, organization: true } }).stepValidations).toEqual({
      basics: true,
      organization: true,
    });
  });

  it('records saving, validating, actions shown, a registered save and full screen', () => {
    let state = withSteps();
    state = wizardFrameReducer(state, { type: 'saveStarted' });
    state = wizardFrameReducer(state, { type: 'setValidating', validating: true });
    state = wizardFrameReducer(state, { type: 'setShowActions', show: false });
    state = wizardFrameReducer(state, { type: 'setHasSave', hasSave: true });
    state = wizardFrameReducer(state, { type: 'toggleFullscreen' });
    expect(state).toMatchObject({ isSaving: true, isValidating: true, showActions: false, hasSave: true, isFullscreen: true });
  });
});
