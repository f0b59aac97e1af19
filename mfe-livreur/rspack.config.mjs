import { createConfig } from '../scripts/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  app: 'mfe-livreur',
  // The host mounts this under /livreur/*; standalone mode mounts it in src/bootstrap.tsx.
  exposes: { './Area': './src/area.tsx' },
});
