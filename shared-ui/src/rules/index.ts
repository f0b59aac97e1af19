/**
 * `@teranga/shared-ui/rules`: the business rules the API and the front both
 * apply, with their French messages. Pure TypeScript + zod (no React, no DOM):
 * the API imports this subpath, and ONLY this subpath, of `@teranga/shared-ui`
 * (drizzle-kit loads it too, through `api/src/db/schema.ts`).
 *
 * The zod schemas (`*-schemas.ts`) are kept apart from the plain rules
 * (`./plain`): shared-ui's root, which every page downloads, re-exports only
 * the plain ones, and the front's form code takes the schemas from here. So
 * zod comes with the pages that hold a form, not with the home page.
 *
 * The schedule module (`./schedule`, `./order-timing`: when a restaurant is open, its slots, when
 * an order can be received) is here only too: the API and the mock APIs run it, the screens show
 * what the API worked out.
 */
export * from './plain';
export * from './schedule';
export * from './order-timing';
// The postcode centroids that locate an address: the API's data, which the mock APIs use too.
export * from './postcodes';
export * from './account-schemas';
export * from './card-schemas';
export * from './delivery-schemas';
export * from './kitchen-schemas';
export * from './schedule-schemas';
export * from './option-schemas';
export * from './review-schemas';
export * from './money-schemas';
export * from './statement-csv';
export * from './earnings';

// The English of the API's and the rules' messages, and the catalogue that reads it.
export { compileCatalogue, englishQuotes } from './messages/catalogue';
export type { Catalogue, Messages } from './messages/catalogue';
export { EN_MESSAGES } from './messages/en';
