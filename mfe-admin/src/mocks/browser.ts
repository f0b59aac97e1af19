import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Started by the standalone bootstrap: `worker.start({ onUnhandledRequest: 'bypass' })`. */
export const worker = setupWorker(...handlers);
