import { createAppConfig } from '@x4i/shared/build';

export default createAppConfig({ name: 'mfe-account', kind: 'remote', dir: import.meta.dirname });
