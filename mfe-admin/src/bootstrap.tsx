// Standalone entry: the area alone. Under `npm run dev:standalone` the API is answered in the
// browser by the same MSW handlers the component tests use.
import { startI18n } from '@teranga/shared-ui';
import { renderStandalone } from '@teranga/shared-ui/standalone';
import Area from './area';

const loadMocks = async () => {
  const [{ worker }, { demoLoginResult }] = await Promise.all([import('./mocks/browser'), import('./mocks/fixtures')]);
  return { worker, demoLoginResult };
};

// The language stored in this browser (chosen in the shell, say) with its catalogues, this area's
// included (registered by importing it), before the first frame, as the shell does.
void startI18n().then(() =>
  renderStandalone('admin', Area, process.env.TERANGA_STANDALONE === 'true' ? loadMocks : undefined),
);
