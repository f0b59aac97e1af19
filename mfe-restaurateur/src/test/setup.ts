import { vi } from 'vitest';
import { setupAreaTests } from '@teranga/shared-ui/testing';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/server';

setupAreaTests({ server, reset: resetDb });
// Form tests walk through a whole screen with user-event, key by key.
vi.setConfig({ testTimeout: 15_000 });
