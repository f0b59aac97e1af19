import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { toast } from '../components/toaster/toaster';
import { useSession } from '../stores/session';

export interface AreaTestSetup {
  /** The workspace's MSW server: for a remote, the same handlers as its standalone mode. */
  server: SetupServer;
  /** Puts the workspace's own state back after each test (mock database, stores). */
  reset?: () => void;
}

/**
 * The vitest setup every front workspace shares, called from its `src/test/setup.ts`: one
 * server for the whole file, and every test starting from the same data, signed out.
 */
export function setupAreaTests({ server, reset }: AreaTestSetup): void {
  // CI machines have 2 cores shared by parallel test files: give async queries room.
  configure({ asyncUtilTimeout: 4000 });

  // An unmocked call is a bug in the test or the handlers: fail loudly.
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  // Tests import from 'vitest' explicitly (no globals), so Testing Library cannot register its own cleanup.
  afterEach(() => {
    cleanup();
    toast.dismiss();
    server.resetHandlers();
    // The stores are module singletons (as in the shell): empty storage, then reset them.
    window.localStorage.clear();
    useSession.getState().signOut();
    reset?.();
  });
}
