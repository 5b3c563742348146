import { createContext, useCallback, useContext, useRef } from 'react';
import type { WizardController } from '@x4i/shared/contracts';

/** Reports an upload under way; returns the function that ends it. */
export type StartUpload = () => () => void;

export const UploadTrackerContext = createContext<StartUpload>(() => () => undefined);

export function useStartUpload(): StartUpload {
  return useContext(UploadTrackerContext);
}

/** Counts uploads under way and tells the wizard, whose save waits while any runs (SPEC 3 'isValidating'). */
export function useUploadTracker(controller: WizardController): StartUpload {
  const running = useRef(0);
  return useCallback(() => {
    running.current += 1;
    controller.setValidating(true);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      running.current -= 1;
      controller.setValidating(running.current > 0);
    };
  }, [controller]);
}
