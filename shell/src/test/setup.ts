import { configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { configureApi, toast, useSession } from '@teranga/shared-ui';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

import { API, server } from './server';

// CI machines have 2 cores shared by parallel test files: give async queries room.
configure({ asyncUtilTimeout: 4000 });

// Any call a test did not plan for is a bug in the test or the code: fail loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  configureApi({ baseURL: API, onAuthFailure: () => {} });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  toast.dismiss();
  window.localStorage.clear();
  // The session store is a module singleton: bring it back in line with the emptied storage.
  useSession.getState().restore();
});
