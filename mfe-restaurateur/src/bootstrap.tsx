// Standalone entry: the area alone. Under `npm run dev:standalone` the API is answered in the
// browser by the same MSW handlers the component tests use.
import { renderStandalone } from '@teranga/shared-ui/standalone';
import Area from './area';

const loadMocks = async () => {
  const [{ worker }, { demoLoginResult }] = await Promise.all([import('./mocks/browser'), import('./mocks/fixtures')]);
  return { worker, demoLoginResult };
};

void renderStandalone('restaurateur', Area, process.env.TERANGA_STANDALONE === 'true' ? loadMocks : undefined);
