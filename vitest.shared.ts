// One vitest configuration for the front workspaces (shared-ui, shell and the four remotes),
// each of which re-exports it from its own vitest.config.ts so `vitest` works in its folder.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Dates and prices are asserted in fr-FR: pin the zone so output does not depend on the machine.
    env: { TZ: 'Europe/Paris' },
    css: {
      include: [/\.css$/],
      modules: { classNameStrategy: 'non-scoped' },
    },
    restoreMocks: true,
  },
});
