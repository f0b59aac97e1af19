import { createConfig } from '../scripts/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  app: 'mfe-admin',
  // The host mounts this under /admin/*; standalone mode mounts it in src/bootstrap.tsx.
  exposes: { './Area': './src/area.tsx' },
});
