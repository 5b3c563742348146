import type { WizardWorkflowComponent } from '@x4i/shared/contracts';
import { ChallengeWorkflow } from './components/challenge-workflow';

/** What mfe-explore exposes as `./ChallengeWorkflow` for the shell's wizard (WIZARD_WORKFLOWS). */
export default ChallengeWorkflow satisfies WizardWorkflowComponent;
