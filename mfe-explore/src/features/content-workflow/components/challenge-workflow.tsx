import type { WizardWorkflowProps } from '@x4i/shared/contracts';
import { Fields } from '../../kit/components/form-layout';
import { CHALLENGE_KIND } from '../domain/content-kinds';
import { ContentTextField, GoalsField } from './content-fields';
import { ContentWorkflow } from './content-workflow';

const STEP_CONTENT = {
  basics: (
    <Fields>
      <ContentTextField name="title" label="Title" required hint="The challenge as a question or a short statement." />
      <ContentTextField name="organization" label="Organization" required hint="Who faces the challenge." />
      <GoalsField hint="The UN Sustainable Development Goals the challenge touches: choose at least one." />
    </Fields>
  ),
  description: (
    <Fields>
      <ContentTextField name="summary" label="Summary" required multiline hint="The challenge in a few sentences." />
      <ContentTextField name="body" label="Text" required multiline rows={10} hint="The full story; leave an empty line between paragraphs." />
    </Fields>
  ),
};

/** 'Create/Edit a Challenge' in the shell's wizard. */
export function ChallengeWorkflow(props: WizardWorkflowProps) {
  return <ContentWorkflow kind={CHALLENGE_KIND} stepContent={STEP_CONTENT} {...props} />;
}
