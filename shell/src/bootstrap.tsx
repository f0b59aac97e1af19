import { startI18n } from '@teranga/shared-ui/public';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { preloadAreaOf } from './app/preload';
import { startOfflineSupport } from './pwa/register';
import './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');
const root = createRoot(container);
preloadAreaOf(window.location.pathname);
startOfflineSupport();

// The stored language's catalogues first (French is inline: nothing to wait for), so the first
// frame is in the reader's language.
void startI18n().then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
