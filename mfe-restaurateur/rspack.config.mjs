import { createConfig } from '../scripts/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  app: 'mfe-restaurateur',
  // The host mounts this under /restaurateur/*; standalone mode mounts it in src/bootstrap.tsx.
  exposes: { './Area': './src/area.tsx' },
});
