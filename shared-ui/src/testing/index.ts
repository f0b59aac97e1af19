// Test-only helpers (Testing Library, MSW): import from '@teranga/shared-ui/testing'.
export { createAreaRenderer, currentPath, recordLogoutCalls } from './render-area';
export { recordRequests } from './record-requests';
export type { RecordedRequest } from './record-requests';
export { factories } from '../mocks';
