import { useMemo, useReducer, useRef, type Dispatch, type RefObject } from 'react';
import type { WizardController, WizardWorkflowHandlers } from '@x4i/shared/contracts';
import { initialWizardFrameState, wizardFrameReducer, type WizardFrameAction, type WizardFrameState } from './wizard-state';

/**
 * The frame's state and the controller it hands the workflow. The controller is created once, so a workflow
 * can call it from its effects without re-running them.
 */
export function useWizardController(): {
  state: WizardFrameState;
  dispatch: Dispatch<WizardFrameAction>;
  controller: WizardController;
  handlers: RefObject<WizardWorkflowHandlers | null>;
} {
  const [state, dispatch] = useReducer(wizardFrameReducer, initialWizardFrameState);
  const handlers = useRef<WizardWorkflowHandlers | null>(null);
  const controller = useMemo<WizardController>(
    () => ({
      setSteps: (steps) => dispatch({ type: 'setSteps', steps }),
      setStepValidations: (validations) => dispatch({ type: 'setStepValidations', validations }),
      register: (registered) => {
        handlers.current = registered;
        dispatch({ type: 'setHasSave', hasSave: true });
        return () => {
          if (handlers.current !== registered) return;
          handlers.current = null;
          dispatch({ type: 'setHasSave', hasSave: false });
        };
      },
      setShowActions: (show) => dispatch({ type: 'setShowActions', show }),
      setValidating: (validating) => dispatch({ type: 'setValidating', validating }),
    }),
    [],
  );
  return { state, dispatch, controller, handlers };
}
