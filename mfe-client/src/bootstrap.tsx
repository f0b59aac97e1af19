// Standalone entry: the area alone. Under `npm run dev:standalone` the API is answered in the
// browser by the same MSW handlers the component tests use.
import { startI18n } from '@teranga/shared-ui';
import { renderStandalone } from '@teranga/shared-ui/standalone';
import Area from './area';

const loadMocks = async () => {
  const [{ worker }, { demoLoginResult }] = await Promise.all([import('./mocks/browser'), import('./mocks/fixtures')]);
  return { worker, demoLoginResult };
};

// The language stored in this browser first, its catalogues loaded (the area's namespace is
// registered by the import above), as the shell does: a stored English choice applies here too.
void startI18n().then(() =>
  renderStandalone('client', Area, process.env.TERANGA_STANDALONE === 'true' ? loadMocks : undefined),
);
