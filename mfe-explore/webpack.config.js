import { createAppConfig } from '@x4i/shared/build';

export default createAppConfig({
  name: 'mfe-explore',
  kind: 'remote',
  dir: import.meta.dirname,
  // The shell's wizard loads the solution create/edit workflow from here (WIZARD_WORKFLOWS).
  exposes: { './SolutionWorkflow': './src/features/solution-workflow/solution-workflow-module.ts' },
});
