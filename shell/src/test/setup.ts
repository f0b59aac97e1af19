// The shell's whole catalogue, as the router's chunk adds it in the app.
import '../locales/all';
import { configureApi } from '@teranga/shared-ui';
import { setupAreaTests } from '@teranga/shared-ui/testing';
import { beforeEach } from 'vitest';

import { API, server } from './server';

setupAreaTests({ server });

beforeEach(() => {
  configureApi({ baseURL: API, onAuthFailure: () => {} });
});
