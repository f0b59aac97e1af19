import { configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { toast, useSession } from '@teranga/shared-ui';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/server';
import { restoreCart } from '../components/cart/cart-store';

// CI machines have 2 cores shared by parallel test files: give async queries room.
configure({ asyncUtilTimeout: 4000 });

// Same handlers as standalone dev; an unmocked call is a bug in the test or the handlers.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// Tests import from 'vitest' explicitly (no globals), so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  toast.dismiss();
  server.resetHandlers();
  resetDb();
  // The stores are module singletons (as in the shell): empty storage, then re-read it.
  window.localStorage.clear();
  useSession.getState().signOut();
  restoreCart();
});

afterAll(() => server.close());
