import path from 'node:path';
import { describeRemoteBuild } from '@x4i/shared/testing';

describeRemoteBuild(path.resolve(__dirname, '..'));
