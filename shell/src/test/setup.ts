import { configureApi } from '@teranga/shared-ui';
import { setupAreaTests } from '@teranga/shared-ui/testing';
import { beforeEach } from 'vitest';

import { API, server } from './server';

setupAreaTests({ server });

beforeEach(() => {
  configureApi({ baseURL: API, onAuthFailure: () => {} });
});
