import { Suspense, use, useCallback, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { Spinner, WIZARD_WORKFLOWS, type WizardWorkflowName } from '@x4i/shared';
import { isWizardWorkflowModule, type WizardWorkflowProps } from '@x4i/shared/contracts';
import { loadRemoteModule, RemoteLoadError, resetRemote } from '../../federation/load-remote-module';
import { findLiveRemote } from '../../federation/registry';
import { RemoteBoundary } from '../../federation/remote-boundary';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 64px 16px;
`;

interface Props extends WizardWorkflowProps {
  workflow: WizardWorkflowName;
}

/**
 * The workflow's component, loaded from the remote that exposes it on first open, inside its own error
 * boundary: a remote that cannot be loaded (or throws) shows a message and 'Try again' in the dialog, and the
 * site stays up. Same runtime plugins and boundary as the remote pages.
 */
export function WorkflowContent({ workflow, ...props }: Props) {
  const { remote: remoteName } = WIZARD_WORKFLOWS[workflow];
  const remote = useMemo(() => findLiveRemote(remoteName), [remoteName]);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    if (remote) resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  return (
    <RemoteBoundary key={attempt} remote={remoteName} onRetry={retry} fallback={{ headingLevel: 3, what: "form's" }}>
      <Suspense
        fallback={
          <Loading>
            <Spinner label="Loading the form" size={40} />
          </Loading>
        }
      >
        <LoadedWorkflow workflow={workflow} {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}

function LoadedWorkflow({ workflow, ...props }: Props) {
  const { remote: remoteName, expose } = WIZARD_WORKFLOWS[workflow];
  const remote = useMemo(() => findLiveRemote(remoteName), [remoteName]);
  if (!remote) throw new RemoteLoadError(remoteName, new Error('the remote is not deployed'), 'workflow');
  const { default: Workflow } = use(loadRemoteModule(remote, expose, isWizardWorkflowModule, 'workflow'));
  return <Workflow {...props} />;
}
