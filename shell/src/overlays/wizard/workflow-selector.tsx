import { styled } from 'styled-components';
import { Button, WIZARD_WORKFLOWS, type WizardWorkflowName } from '@x4i/shared';
import { actionLabel } from '@x4i/shared/domain';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 24px;

  p {
    margin: 0;
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const WORKFLOW_NAMES = Object.keys(WIZARD_WORKFLOWS) as WizardWorkflowName[];

/** SPEC 4 workflow selector ('Become a changemaker'): the wizard opened without a workflow lists them. */
export function WorkflowSelector({ onChoose }: { onChoose(workflow: WizardWorkflowName): void }) {
  return (
    <Body>
      <p>What would you like to do?</p>
      <ul aria-label="Workflows">
        {WORKFLOW_NAMES.map((name) => (
          <li key={name}>
            <Button variant="secondary" onClick={() => onChoose(name)}>
              {actionLabel(WIZARD_WORKFLOWS[name].createAction)}
            </Button>
          </li>
        ))}
      </ul>
    </Body>
  );
}
