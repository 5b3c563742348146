import { createAppConfig } from '@x4i/shared/build';

export default createAppConfig({ name: 'mfe-reports', kind: 'remote', dir: import.meta.dirname });
