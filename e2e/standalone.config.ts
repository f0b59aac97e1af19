import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Each remote's standalone mode, exactly as its team starts it (`npm run dev:standalone -w <remote>`):
// the area alone on its port, signed in as the role's demo user, the API answered by MSW in the
// browser. No API process runs here: a page that shows data got it from the mocks.
const REMOTES = [
  { name: 'mfe-client', port: 3001 },
  { name: 'mfe-restaurateur', port: 3002 },
  { name: 'mfe-livreur', port: 3003 },
  { name: 'mfe-admin', port: 3004 },
] as const;

export default defineConfig({
  ...base,
  testDir: './standalone',
  globalSetup: undefined,
  globalTeardown: undefined,
  // MSW answers from a service worker: the base configuration blocks them (the app's own, see there).
  use: { ...base.use, baseURL: undefined, serviceWorkers: 'allow' },
  webServer: REMOTES.map(({ name, port }) => ({
    command: `npm run dev:standalone -w ${name}`,
    cwd: '..',
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    // Four development builds at once on a 2-core machine.
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
