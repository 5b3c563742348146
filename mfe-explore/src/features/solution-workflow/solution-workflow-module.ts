import type { WizardWorkflowComponent } from '@x4i/shared/contracts';
import { SolutionWorkflow } from './components/solution-workflow';

/**
 * What mfe-explore exposes as `./SolutionWorkflow` for the shell's wizard (WIZARD_WORKFLOWS): the workflow
 * component as the default export, keeping the wizard contract.
 */
export default SolutionWorkflow satisfies WizardWorkflowComponent;
