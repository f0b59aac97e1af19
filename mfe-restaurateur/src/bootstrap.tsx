// Standalone entry: the area alone, with its own router. Under `npm run dev:standalone`
// the API is answered in the browser by the same MSW handlers the component tests use.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Toaster, useSession } from '@teranga/shared-ui';
import Area from './area';

async function startMocks() {
  const [{ worker }, { demoLoginResult }] = await Promise.all([import('./mocks/browser'), import('./mocks/fixtures')]);
  await worker.start({ onUnhandledRequest: 'bypass' });
  // No shell here to sign in: open the area as the demo user of its role.
  if (!useSession.getState().isAuthenticated) useSession.getState().signIn(demoLoginResult);
}

async function main() {
  if (process.env.TERANGA_STANDALONE === 'true') await startMocks();
  const container = document.getElementById('root');
  if (!container) throw new Error('Élément #root introuvable');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/restaurateur/*" element={<Area />} />
          <Route path="*" element={<Navigate to="/restaurateur" replace />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </StrictMode>,
  );
}

void main();
