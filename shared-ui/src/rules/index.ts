/**
 * `@teranga/shared-ui/rules`: the business rules the API and the front both
 * apply, with their French messages. Pure TypeScript + zod (no React, no DOM):
 * the API imports this subpath, and ONLY this subpath, of `@teranga/shared-ui`
 * (drizzle-kit loads it too, through `api/src/db/schema.ts`).
 */
export * from './statuses';
export * from './checkout';
export * from './account';
export * from './cards';
