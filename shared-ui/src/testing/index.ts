// Test-only helpers (Testing Library, MSW): import from '@teranga/shared-ui/testing'.
export { createAreaRenderer, currentPath, recordLogoutCalls } from './render-area';
export type { AreaRenderer } from './render-area';
export { areaTests } from './area-tests';
export type { AreaPage, AreaTestsOptions } from './area-tests';
export { recordRequests } from './record-requests';
export type { RecordedRequest } from './record-requests';
export { setupAreaTests } from './setup-area-tests';
export type { AreaTestSetup } from './setup-area-tests';
export { answer, refusals, serverError } from './answer';
export type { HttpMethod } from './answer';
export { factories } from '../mocks';
export { liveEvents } from './live-events';
export type { LiveEventsControl } from './live-events';
export { catalogueProblems, flattenCatalogue, frenchLeftovers } from '../i18n/catalogue-check';
export { frenchOnPage } from './french-on-page';
