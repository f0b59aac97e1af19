// Standalone mode of a remote: its area alone, with its own router, for the area's team to
// run without the shell. Import from '@teranga/shared-ui/standalone' in a remote's bootstrap.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
// Through the package name, not relative paths: the remote consumes these as the shared
// singleton, and the standalone page must use that very instance.
import { AREAS, Toaster, startI18n, useSession, type AreaKey, type LoginResult } from '@teranga/shared-ui';
import { LiveConnector, QueryProvider } from '@teranga/shared-ui/area';

export interface StandaloneMocks {
  worker: { start(options?: { onUnhandledRequest?: 'bypass' }): Promise<unknown> };
  demoLoginResult: LoginResult;
}

/**
 * Mounts `Area` under its prefix. With `loadMocks`, the API is answered in the browser by the
 * remote's MSW handlers and, there being no shell to sign in, the area's demo user is signed in.
 */
export async function renderStandalone(
  area: AreaKey,
  Area: ComponentType,
  loadMocks?: () => Promise<StandaloneMocks>,
): Promise<void> {
  if (loadMocks) {
    const { worker, demoLoginResult } = await loadMocks();
    await worker.start({ onUnhandledRequest: 'bypass' });
    if (!useSession.getState().isAuthenticated) useSession.getState().signIn(demoLoginResult);
  }
  // As the shell does: the language chosen in this browser, every registered catalogue loaded
  // (the area's among them, registered when its module was imported), before the first frame.
  await startI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('Élément #root introuvable');
  const prefix = AREAS[area].path;
  createRoot(container).render(
    <StrictMode>
      <QueryProvider>
        <BrowserRouter>
          <Routes>
            <Route path={`${prefix}/*`} element={<Area />} />
            <Route path="*" element={<Navigate to={prefix} replace />} />
          </Routes>
        </BrowserRouter>
        <Toaster />
        <LiveConnector />
      </QueryProvider>
    </StrictMode>,
  );
}
