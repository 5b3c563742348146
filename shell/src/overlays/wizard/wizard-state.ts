import { WIZARD_CREATE_TITLE, WIZARD_SAVE_LABEL, WIZARD_SELECTOR_TITLE, WIZARD_UPDATE_LABEL, WIZARD_WORKFLOWS, type WizardRequest } from '@x4i/shared';
import { type WizardStep, type WizardStepValidations } from '@x4i/shared/contracts';

/**
 * The frame's side of SPEC 3 'Wizard'. isOpen and the active workflow live in the shared wizardAtom; title and
 * saveBtnLabel follow from the request; the rest is here, for the life of one opened wizard. There is no
 * draft save in SPEC 7, so no draftIsSaving.
 */
export interface WizardFrameState {
  steps: readonly WizardStep[];
  /** Index into steps. */
  activeStep: number;
  stepValidations: WizardStepValidations;
  showActions: boolean;
  /** The workflow has registered its save: without it there is nothing to save (it failed or is loading). */
  hasSave: boolean;
  isValidating: boolean;
  isSaving: boolean;
  isFullscreen: boolean;
}

export const initialWizardFrameState: WizardFrameState = {
  steps: [],
  activeStep: 0,
  stepValidations: {},
  showActions: true,
  hasSave: false,
  isValidating: false,
  isSaving: false,
  isFullscreen: false,
};

export type WizardFrameAction =
  | { type: 'setSteps'; steps: readonly WizardStep[] }
  | { type: 'setStepValidations'; validations: WizardStepValidations }
  | { type: 'goTo'; step: number }
  | { type: 'setShowActions'; show: boolean }
  | { type: 'setHasSave'; hasSave: boolean }
  | { type: 'setValidating'; validating: boolean }
  | { type: 'saveStarted' }
  | { type: 'toggleFullscreen' };

function sameValidations(a: WizardStepValidations, b: WizardStepValidations): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function wizardFrameReducer(state: WizardFrameState, action: WizardFrameAction): WizardFrameState {
  switch (action.type) {
    case 'setSteps':
      return { ...state, steps: action.steps, activeStep: action.steps.length > state.activeStep ? state.activeStep : 0 };
    case 'setStepValidations':
      // The workflow reports on every keystroke: an unchanged report must not re-render the frame.
      return sameValidations(state.stepValidations, action.validations) ? state : { ...state, stepValidations: { ...action.validations } };
    case 'goTo': {
      const step = Math.min(Math.max(action.step, 0), Math.max(state.steps.length - 1, 0));
      return step === state.activeStep ? state : { ...state, activeStep: step };
    }
    case 'setShowActions':
      return state.showActions === action.show ? state : { ...state, showActions: action.show };
    case 'setHasSave':
      return state.hasSave === action.hasSave ? state : { ...state, hasSave: action.hasSave };
    case 'setValidating':
      return state.isValidating === action.validating ? state : { ...state, isValidating: action.validating };
    case 'saveStarted':
      return { ...state, isSaving: true };
    case 'toggleFullscreen':
      return { ...state, isFullscreen: !state.isFullscreen };
  }
}

/** SPEC 5: a step counts as valid only when the workflow said so. */
export function isStepValid(state: Pick<WizardFrameState, 'stepValidations'>, step: WizardStep): boolean {
  return state.stepValidations[step.id] === true;
}

/** SPEC 5: all steps must be valid to save. */
export function allStepsValid(state: Pick<WizardFrameState, 'steps' | 'stepValidations'>): boolean {
  return state.steps.length > 0 && state.steps.every((step) => isStepValid(state, step));
}

/** The index of the first invalid step, or -1. */
export function firstInvalidStep(state: Pick<WizardFrameState, 'steps' | 'stepValidations'>): number {
  return state.steps.findIndex((step) => !isStepValid(state, step));
}

/** SPEC 4: 'Start Something New' when creating, the workflow's edit title when editing, the selector's without a workflow. */
export function wizardTitle(request: WizardRequest): string {
  if (!request.workflow) return WIZARD_SELECTOR_TITLE;
  return request.slug ? WIZARD_WORKFLOWS[request.workflow].editTitle : WIZARD_CREATE_TITLE;
}

/** SPEC 4: 'Save and publish', or 'Save Update' when editing. */
export function saveButtonLabel(request: WizardRequest): string {
  return request.slug ? WIZARD_UPDATE_LABEL : WIZARD_SAVE_LABEL;
}
