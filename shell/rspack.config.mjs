import { createConfig } from '../scripts/rspack/create-config.mjs';

export default createConfig({ dir: import.meta.dirname, app: 'shell' });
