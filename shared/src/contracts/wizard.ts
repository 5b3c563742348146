import type { ComponentType } from 'react';

/**
 * What the shell's wizard frame and a workflow component promise each other (SPEC 3 'Wizard', 4 'Solution
 * editing'). The frame owns the dialog: title, step list, Back/Next, the save button and closing. The workflow
 * owns the fields: it declares its steps, reports which are valid, and registers how to save. A remote exposes
 * the workflow (`WIZARD_WORKFLOWS` names which remote and module) as the default export of the module.
 */

/** Which remote exposes each workflow, as which module: part of that remote's contract (a deploy checks it). */
export const WIZARD_WORKFLOW_MODULES = {
  SolutionWorkflow: { remote: 'mfe-explore', expose: './SolutionWorkflow' },
  ChallengeWorkflow: { remote: 'mfe-explore', expose: './ChallengeWorkflow' },
  GrantWorkflow: { remote: 'mfe-explore', expose: './GrantWorkflow' },
} as const;

/** One step of a workflow, as the frame lists it. */
export interface WizardStep {
  /** Stable id, unique within the workflow. */
  id: string;
  /** Shown in the step list and as the step's heading. */
  label: string;
}

/** Whether each step's fields are valid now, keyed by step id (SPEC 3 'stepValidations'). */
export type WizardStepValidations = Readonly<Record<string, boolean>>;

/** What the frame calls on the workflow. */
export interface WizardWorkflowHandlers {
  /**
   * Saves the content and tells the user how it went. Resolves when done: on success, and on a failure the
   * workflow has already reported. The frame closes the wizard afterwards either way, and logs a rejection
   * (SPEC 4: the wizard is reset even when the save fails).
   */
  save(): Promise<void>;
  /**
   * Shows the errors of one step's fields and focuses the first. The frame calls it when a save is attempted
   * with the step invalid, as it opens that step (the step is shown on the next render).
   */
  revealErrors?(stepId: string): void;
}

/**
 * The frame's side, handed to the workflow as a prop. The object is stable for the life of the workflow, so
 * the workflow may call it from effects.
 */
export interface WizardController {
  /** Declares the steps, in order. The frame starts on the first. */
  setSteps(steps: readonly WizardStep[]): void;
  /** Reports the validity of the steps; a step not reported counts as invalid. All must be valid to save. */
  setStepValidations(validations: WizardStepValidations): void;
  /** Registers the save (and error reveal) functions; returns the function that unregisters them. */
  register(handlers: WizardWorkflowHandlers): () => void;
  /** Hides the Back/Next/save actions (for example while the content to edit loads, or when it failed to). */
  setShowActions(show: boolean): void;
  /** Reports work under way that the save must wait for (an image upload); the save button waits meanwhile. */
  setValidating(validating: boolean): void;
}

/** The props the frame passes to a workflow component. */
export interface WizardWorkflowProps {
  /** The content to edit; absent when creating. */
  slug?: string;
  /** The id of the step the frame shows: the workflow renders that step's fields. Null until steps are set. */
  activeStepId: string | null;
  controller: WizardController;
}

export type WizardWorkflowComponent = ComponentType<WizardWorkflowProps>;

/** What a workflow's exposed module exports. */
export interface WizardWorkflowModule {
  default: WizardWorkflowComponent;
}

/** Run-time check of a loaded workflow module, so a broken deploy shows the fallback inside the dialog. */
export function isWizardWorkflowModule(value: unknown): value is WizardWorkflowModule {
  if (!value || typeof value !== 'object') return false;
  const component = (value as { default?: unknown }).default;
  // A function component, or a memo/lazy/forwardRef object.
  return typeof component === 'function' || (!!component && typeof component === 'object' && '$$typeof' in component);
}
