export { LIVE_EVENT_TYPES, LiveConnection, liveConnection } from './connection';
export type { LiveEvent, LiveEventType, LiveStatus } from './connection';
export { LiveConnector, useLiveEvents, useLiveRefetchInterval, useLiveStatus } from './hooks';
