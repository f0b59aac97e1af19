// Test-only helpers (Testing Library): import from '@teranga/shared-ui/testing'.
export { createAreaRenderer, currentPath, recordLogoutCalls } from './render-area';
