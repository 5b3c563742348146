import { createAppConfig } from '@x4i/shared/build';

export default createAppConfig({
  name: 'mfe-explore',
  kind: 'remote',
  dir: import.meta.dirname,
  // The shell's wizard loads the solution, challenge and grant create/edit workflows from here (WIZARD_WORKFLOWS).
  exposes: {
    './SolutionWorkflow': './src/features/solution-workflow/solution-workflow-module.ts',
    './ChallengeWorkflow': './src/features/content-workflow/challenge-workflow-module.ts',
    './GrantWorkflow': './src/features/content-workflow/grant-workflow-module.ts',
  },
});
