import { createConfig } from '../scripts/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  app: 'mfe-client',
  // The host mounts this under /client/*; standalone mode mounts it in src/bootstrap.tsx.
  exposes: { './Area': './src/area.tsx' },
});
