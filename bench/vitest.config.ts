import { defineConfig } from 'vitest/config';

// Short form of the bench's load and fault scenarios, part of the test suite
// (`npm run test:bench`): real API processes on a fresh database, ≤ 60 s.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
