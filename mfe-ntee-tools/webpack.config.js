import { createAppConfig } from '@x4i/shared/build';

export default createAppConfig({ name: 'mfe-ntee-tools', kind: 'remote', dir: import.meta.dirname });
