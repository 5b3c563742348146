import { createAppConfig } from '@x4i/shared/build';

export default createAppConfig({ name: 'mfe-explore', kind: 'remote', dir: import.meta.dirname });
