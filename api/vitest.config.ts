import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 15_000,
    // With DATABASE_URL (npm run test:pg): the migrated PostgreSQL template of every test database.
    globalSetup: ['src/test/pg-global-setup.ts'],
  },
});
