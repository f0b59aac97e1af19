import { setupAreaTests } from '@teranga/shared-ui/testing';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/server';

setupAreaTests({ server, reset: resetDb });
