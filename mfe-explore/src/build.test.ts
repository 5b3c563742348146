import path from 'node:path';
import { describeRemoteBuild } from '@x4i/shared/testing';

// The contract check includes the wizard's workflows, which the shell loads from this remote.
describeRemoteBuild(path.resolve(__dirname, '..'));
