// The whole `common` catalogue, as shared-ui's root entry loads it in an app.
import '../i18n/common';
import { configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI machines have 2 cores shared by parallel test files: give async queries room.
configure({ asyncUtilTimeout: 4000 });

// Tests import from 'vitest' explicitly (no globals), so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
