import type { WizardWorkflowComponent } from '@x4i/shared/contracts';
import { GrantWorkflow } from './components/grant-workflow';

/** What mfe-explore exposes as `./GrantWorkflow` for the shell's wizard (WIZARD_WORKFLOWS). */
export default GrantWorkflow satisfies WizardWorkflowComponent;
