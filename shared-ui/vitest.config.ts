import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Formatters are asserted against exact fr-FR output, so the clock's zone must not depend on the CI machine.
    env: { TZ: 'Europe/Paris' },
    css: {
      include: [/\.css$/],
      modules: { classNameStrategy: 'non-scoped' },
    },
    restoreMocks: true,
  },
});
