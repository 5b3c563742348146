import { isWizardWorkflowModule } from '@x4i/shared/contracts';
import * as exposed from './solution-workflow-module';

describe('the exposed ./SolutionWorkflow module', () => {
  it('keeps the wizard workflow contract', () => {
    expect(isWizardWorkflowModule(exposed)).toBe(true);
  });
});
