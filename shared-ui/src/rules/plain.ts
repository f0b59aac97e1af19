// The rules without zod: all that shared-ui's root re-exports (see ./index.ts).
export * from './statuses';
export * from './checkout';
export * from './account';
export * from './cards';
export * from './admin';
export * from './access';
export * from './delivery';
export * from './live-events';
export * from './kitchen';
export * from './restaurant-ops';
export * from './options';
export * from './zoned-time';
export * from './money';
export * from './promo-form';
