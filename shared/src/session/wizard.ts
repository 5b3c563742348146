import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useDesktopOnly } from './message-modals.js';
import { useRequireAction } from './permissions.js';
import { WIZARD_WORKFLOW_MODULES } from '../contracts/wizard.js';

/**
 * The shell's wizard (SPEC 3 'Wizard', 4 'Solution editing'). A remote asks for a workflow by name; the shell
 * frames it (title, steps, save button) and loads the workflow's component from the remote that exposes it.
 * Workflows are registered in WIZARD_WORKFLOWS: name → the remote and its exposed module.
 */

export const WIZARD_WORKFLOWS = {
  SolutionWorkflow: {
    ...WIZARD_WORKFLOW_MODULES.SolutionWorkflow,
    createAction: 'CREATE_SOLUTION',
    editAction: 'EDIT_SOLUTION',
    /** The wizard's title when editing (SPEC names only the create title). */
    editTitle: 'Edit a Solution',
  },
  ChallengeWorkflow: {
    ...WIZARD_WORKFLOW_MODULES.ChallengeWorkflow,
    createAction: 'CREATE',
    editAction: 'EDIT',
    editTitle: 'Edit a Challenge',
  },
  GrantWorkflow: {
    ...WIZARD_WORKFLOW_MODULES.GrantWorkflow,
    createAction: 'CREATE_GRANT',
    editAction: 'EDIT_GRANT',
    editTitle: 'Edit a Grant',
  },
} as const;

export type WizardWorkflowName = keyof typeof WIZARD_WORKFLOWS;

export const WIZARD_CREATE_TITLE = 'Start Something New';
export const WIZARD_SELECTOR_TITLE = 'Become a changemaker';
export const WIZARD_SAVE_LABEL = 'Save and publish';
export const WIZARD_UPDATE_LABEL = 'Save Update';

export interface WizardRequest {
  /** Absent: the wizard opens on the workflow selector ('Become a changemaker'). */
  workflow?: WizardWorkflowName;
  /** The content to edit; absent to create new content. */
  slug?: string;
}

/** What the shell keeps while the wizard is open. */
export interface WizardState {
  isOpen: boolean;
  request: WizardRequest | null;
}

export const wizardAtom = atom<WizardState>({ isOpen: false, request: null });

/** Closes the wizard and forgets the workflow ('closing all modals' resets it too). */
export const resetWizardAtom = atom(null, (_get, set) => set(wizardAtom, { isOpen: false, request: null }));

export interface WizardService {
  state: WizardState;
  /**
   * Opens the workflow, after the gating every create or edit goes through: desktop only, then signed in with
   * the permission (else the sign-in or permissions modal opens instead).
   */
  open(request: WizardRequest): void;
  close(): void;
}

export function useWizard(): WizardService {
  const state = useAtomValue(wizardAtom);
  const setState = useSetAtom(wizardAtom);
  const reset = useSetAtom(resetWizardAtom);
  const requireAction = useRequireAction();
  const desktopOnly = useDesktopOnly();
  const open = useCallback(
    (request: WizardRequest) =>
      desktopOnly(() => {
        if (request.workflow) {
          const workflow = WIZARD_WORKFLOWS[request.workflow];
          if (!requireAction(request.slug ? workflow.editAction : workflow.createAction)) return;
        }
        // Without a workflow the selector opens; choosing one opens it through this gating.
        setState({ isOpen: true, request });
      }),
    [desktopOnly, requireAction, setState],
  );
  return useMemo(() => ({ state, open, close: reset }), [state, open, reset]);
}
