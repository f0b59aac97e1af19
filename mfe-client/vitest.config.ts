import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Dates are shown in fr-FR; pin the zone so output does not depend on the machine.
    env: { TZ: 'Europe/Paris' },
    css: {
      include: [/\.css$/],
      modules: { classNameStrategy: 'non-scoped' },
    },
    restoreMocks: true,
  },
});
