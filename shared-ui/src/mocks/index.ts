// The MSW mock API shared by every area's component tests and standalone mode.
// Browser-safe; not part of the runtime singleton: import from '@teranga/shared-ui/mocks'.
export {
  MOCK_API_URL,
  MOCK_PASSWORD,
  problem,
  invalidBody,
  unauthorized,
  mockTokensFor,
  mockLoginResult,
  createMockUsers,
} from './mock-api';
export type { MockUsers } from './mock-api';
export { createAuthHandlers } from './auth-handlers';
export type { MockAuthOptions, MockMail } from './auth-handlers';
export { createMockTables, normalizeText } from './mock-tables';
export type { MockTables } from './mock-tables';
// Browser-safe, so mock fixtures (which standalone mode runs in the browser) build on them too.
export * as factories from './factories';
export { createIdleLiveHandler, sseFrame } from './live-handlers';
