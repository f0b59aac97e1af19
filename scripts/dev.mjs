#!/usr/bin/env node
// `npm run dev`: every app with hot reload on its usual port, and the API in watch mode.
import concurrently from 'concurrently';
import { FRONT_APPS, ROOT } from './apps.mjs';

const { result } = concurrently(
  [
    { name: 'api', command: 'npm run dev -w api' },
    ...FRONT_APPS.map((app) => ({ name: app, command: `npm run dev -w ${app}` })),
  ],
  { prefix: 'name', killOthersOn: ['failure'], cwd: ROOT },
);
result.catch(() => process.exit(1));
