// Standalone entry: the area alone. Under `npm run dev:standalone` the API is answered in the
// browser by the same MSW handlers the component tests use.
import { startI18n } from '@teranga/shared-ui';
import { renderStandalone } from '@teranga/shared-ui/standalone';
import Area, { ready } from './area';

const loadMocks = async () => {
  const [{ worker }, { demoLoginResult }] = await Promise.all([import('./mocks/browser'), import('./mocks/fixtures')]);
  return { worker, demoLoginResult };
};

// The language stored in this browser, with its catalogues, before the first frame (as the shell
// does); a catalogue that cannot be loaded leaves the area in French rather than blank.
void startI18n()
  .then(() => ready)
  .catch(() => undefined)
  .then(() =>
    renderStandalone('restaurateur', Area, process.env.TERANGA_STANDALONE === 'true' ? loadMocks : undefined),
  );
